import Combine
import UIKit

/// A view model as iOS code writes one with Combine: published input, a derived published state.
@MainActor
public final class SignInModel: ObservableObject {
    @Published public var email = ""
    @Published public var password = ""
    @Published public private(set) var canSignIn = false

    public init() {
        $email.combineLatest($password) { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .assign(to: &$canSignIn)
    }
}

/// A screen bound to its model with Combine: the fields' changes arrive through the notification publisher, the
/// button follows the model, and a keyboard-frame publisher moves the content.
public final class SignInViewController: UIViewController {
    public let model = SignInModel()
    public let emailField = UITextField()
    public let passwordField = UITextField()
    public let signInButton = UIButton(type: .system)
    public private(set) var keyboardInset: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    public init() { super.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 20, dy: 80)
        view.addSubview(stack)
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)
        text(of: emailField).assign(to: \.email, on: model).store(in: &cancellables)
        text(of: passwordField).assign(to: \.password, on: model).store(in: &cancellables)
        model.$canSignIn.receive(on: DispatchQueue.main).sink { [weak self] enabled in
            self?.signInButton.isEnabled = enabled
        }.store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
            .sink { [weak self] height in self?.keyboardInset = height }
            .store(in: &cancellables)
    }

    private func text(of field: UITextField) -> AnyPublisher<String, Never> {
        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: field)
            .compactMap { ($0.object as? UITextField)?.text }
            .eraseToAnyPublisher()
    }
}
