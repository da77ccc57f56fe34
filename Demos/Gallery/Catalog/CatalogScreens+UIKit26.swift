import Foundation
import Tapestry

extension AnimationsScreen {
    /// UIKit 26's corner configurations (a capsule, and a card concentric with the panel it sits in) and an
    /// iOS 17 symbol effect, below the spring.
    func addCornersAndSymbols() {
        navigationItem.subtitle = "Springs, symbols and corners"
        stack.addArrangedSubview(heading("Corners"))
        let panel = UIView()
        panel.backgroundColor = .systemIndigo
        panel.cornerConfiguration = .uniformCorners(radius: 28)
        panel.widthAnchor.constraint(equalToConstant: 260).isActive = true
        panel.heightAnchor.constraint(equalToConstant: 110).isActive = true
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 240, height: 56))
        card.backgroundColor = .systemYellow
        card.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
        panel.addSubview(card)
        let capsule = UILabel(frame: CGRect(x: 10, y: 74, width: 120, height: 26))
        capsule.text = "capsule"
        capsule.textAlignment = .center
        capsule.backgroundColor = .systemTeal
        capsule.textColor = .white
        capsule.cornerConfiguration = .capsule()
        capsule.clipsToBounds = true
        panel.addSubview(capsule)
        stack.addArrangedSubview(panel)

        stack.addArrangedSubview(heading("Symbol effects"))
        let row = UIStackView()
        row.spacing = 12
        row.alignment = .center
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        star.tintColor = .systemOrange
        row.addArrangedSubview(star)
        row.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Bounce") { [unowned self] _ in
                    star.addSymbolEffect(.bounce) { context in
                        self.say(context.isFinished ? "bounced" : "bounce stopped")
                    }
                }))
        stack.addArrangedSubview(row)
    }
}
