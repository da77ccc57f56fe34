import Foundation

extension UIApplication {
    /// Key-value coding on the class, as code that may not name `UIApplication.shared` (it also builds for app
    /// extensions) reaches the application: `UIApplication.value(forKey: "sharedApplication")` is the shared
    /// application. Any other key is nil.
    public class func value(forKey key: String) -> Any? {
        key == "sharedApplication" ? shared : nil
    }
}
