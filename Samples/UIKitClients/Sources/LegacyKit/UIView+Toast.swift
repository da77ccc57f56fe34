import ObjectiveC
import UIKit
import os.log

private var toastKey: UInt8 = 0
private let toastLog = OSLog(subsystem: "com.example.LegacyKit", category: "toast")

/// A toast in the style of the toast libraries: an associated object on UIView, a Timer with a target, an
/// animation with NSValue-boxed values repeated forever, and feedback.
extension UIView {
    public var activeToast: UILabel? {
        get { objc_getAssociatedObject(self, &toastKey) as? UILabel }
        set { objc_setAssociatedObject(self, &toastKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    public func makeToast(_ message: String, duration: TimeInterval = 2) {
        os_log("showing toast %{public}@", log: toastLog, type: .debug, message)
        activeToast?.removeFromSuperview()
        let toast = UILabel()
        toast.text = message
        toast.textColor = .white
        toast.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        toast.layer.cornerRadius = 8
        toast.clipsToBounds = true
        toast.sizeToFit()
        toast.center = CGPoint(x: bounds.midX, y: bounds.maxY - 60)
        addSubview(toast)
        activeToast = toast
        UIImpactFeedbackGenerator(style: .light).impactOccurred()

        let pulse = CABasicAnimation(keyPath: "transform")
        pulse.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        pulse.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.05, 1.05, 1))
        pulse.autoreverses = true
        pulse.duration = 0.6
        pulse.repeatCount = HUGE
        toast.layer.add(pulse, forKey: "pulse")

        let timer = Timer(
            timeInterval: duration, target: self, selector: Selector(UIView.toastTimerDidFinish(_:)),
            userInfo: toast, repeats: false)
        RunLoop.main.add(timer, forMode: .common)
    }

    func toastTimerDidFinish(_ timer: Timer) {
        guard let toast = timer.userInfo as? UILabel else { return }
        hideToast(toast)
    }

    public func hideToast(_ toast: UILabel) {
        UIView.animate(
            withDuration: 0.2, animations: { toast.alpha = 0 },
            completion: { _ in
                toast.removeFromSuperview()
                if self.activeToast === toast { self.activeToast = nil }
            })
    }
}
