import Tapestry

/// A count, a button that adds one, and a field whose number is added on Return.
public final class CounterController: UIViewController, UITextFieldDelegate {
    /// The count shown.
    public private(set) var count = 0 {
        didSet { countLabel.text = "\(count)" }
    }
    let countLabel = UILabel()
    let amountField = UITextField()

    /// Builds the label, the button and the field in a stack.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        countLabel.text = "0"
        countLabel.font = .systemFont(ofSize: 48, weight: .bold)
        countLabel.textAlignment = .center
        countLabel.accessibilityIdentifier = "count"

        let button = UIButton(type: .system)
        button.setTitle("Add one", for: .normal)
        button.accessibilityIdentifier = "increment"
        button.addAction(UIAction { [unowned self] _ in count += 1 }, for: .touchUpInside)

        amountField.placeholder = "Amount"
        amountField.borderStyle = .roundedRect
        amountField.accessibilityLabel = "Amount"
        amountField.delegate = self

        let stack = UIStackView(arrangedSubviews: [countLabel, button, amountField])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),
        ])
    }

    /// Return adds the typed number to the count.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        count += Int(textField.text ?? "") ?? 0
        textField.text = ""
        return false
    }
}
