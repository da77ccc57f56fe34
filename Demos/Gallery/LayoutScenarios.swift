import Tapestry
import TapestryDebugging

/// 18. Auto Layout live: a slider drives a constraint's constant, a wrapping label grows its card, a stack view
/// collapses a hidden arranged subview, and a deliberately ambiguous view can be exercised. Everything is laid
/// out by constraints, so the window can be resized by its edge (never below its required constraints).
final class LiveConstraintsScenario: ScenarioController {
    var cardWidth: NSLayoutConstraint!
    let card = UIView()
    let stack = UIStackView()
    let loose = UIView()

    override func build(in view: UIView) {
        // The content keeps clear of the inspector panel (300 pt wide) on the window's right.
        let content = UILayoutGuide()
        view.addLayoutGuide(content)

        let widthCaption = caption("Card width")
        let slider = UISlider()
        slider.value = 1
        slider.accessibilityIdentifier = "card width"
        slider.accessibilityLabel = "Card width"
        let showCaption = caption("Show B")
        let showB = UISwitch()
        showB.isOn = true
        showB.accessibilityIdentifier = "show B"
        showB.accessibilityLabel = "Show B"
        let exercise = UIButton(type: .system)
        exercise.setTitle("Ambiguity", for: .normal)
        exercise.accessibilityIdentifier = "exercise"
        let controls = UIStackView(arrangedSubviews: [widthCaption, slider, showCaption, showB, exercise])
        controls.spacing = 8
        controls.alignment = .center
        controls.setCustomSpacing(20, after: slider)
        controls.setCustomSpacing(20, after: showB)

        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.accessibilityIdentifier = "card"
        let text = UILabel()
        text.numberOfLines = 0
        text.font = .systemFont(ofSize: 13)
        text.text =
            "This card's width is a constraint whose constant follows the slider. The label inside wraps at "
            + "word boundaries, and its intrinsic height grows the card, which pushes the stack view below it down."
        text.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(text)

        for (name, color) in [("A", UIColor.systemBlue), ("B", .systemOrange), ("C", .systemGreen)] {
            let label = UILabel()
            label.text = name
            label.textAlignment = .center
            label.textColor = .white
            label.backgroundColor = color
            label.accessibilityIdentifier = name
            stack.addArrangedSubview(label)
        }
        stack.distribution = .fillEqually
        stack.spacing = 8

        loose.backgroundColor = .systemPurple
        loose.accessibilityIdentifier = "ambiguous"
        loose.layer.cornerRadius = 4

        for subview in [controls, card, stack, loose] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        cardWidth = card.widthAnchor.constraint(equalToConstant: 420)
        cardWidth.identifier = "card width"
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -320),
            content.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -50),

            controls.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            controls.topAnchor.constraint(equalTo: content.topAnchor),
            slider.widthAnchor.constraint(equalToConstant: 120),
            controls.heightAnchor.constraint(equalToConstant: 40),

            card.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            card.topAnchor.constraint(equalTo: controls.bottomAnchor, constant: 10),
            cardWidth,
            card.widthAnchor.constraint(lessThanOrEqualTo: content.widthAnchor),
            text.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),

            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 12),
            stack.heightAnchor.constraint(equalToConstant: 40),

            // The purple view has a size and a top, but nothing says where it is horizontally.
            loose.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            loose.widthAnchor.constraint(equalToConstant: 60),
            loose.heightAnchor.constraint(equalToConstant: 24),
            loose.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor),
        ])

        slider.addAction(
            UIAction { [unowned self, unowned slider] _ in
                self.cardWidth.constant = 160 + CGFloat(slider.value) * 260
                self.view.layoutIfNeeded()
                self.report()
            }, for: .valueChanged)
        showB.addAction(
            UIAction { [unowned self, unowned showB] _ in
                UIView.animate(withDuration: 0.3) {
                    self.stack.arrangedSubviews[1].isHidden = !showB.isOn
                    self.stack.layoutIfNeeded()
                }
                self.say("B \(showB.isOn ? "shown" : "hidden"): A and C share the row")
            }, for: .valueChanged)
        exercise.addAction(
            UIAction { [unowned self] _ in
                self.loose.exerciseAmbiguityInLayout()
                self.say(
                    "exercised: the purple view moved to x = \(Int(self.loose.frame.minX)) (ambiguous: "
                        + "\(self.loose.hasAmbiguousLayout))")
            }, for: .touchUpInside)
        say("Drag the slider, flip the switch, resize the window. F12, then click a view: its constraints.")
    }

    private func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 13)
        return label
    }

    private func report() {
        let f = card.frame
        say("card \(Int(f.width))×\(Int(f.height)) (width constant \(Int(cardWidth.constant)))")
    }
}
