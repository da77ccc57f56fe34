import Foundation
import Tapestry
import Testing

/// Properties UIKit code sets that change nothing a desktop shows: kept with UIKit's defaults, and those that
/// do change something.
@MainActor
@Suite struct UIKitCompatibilityFlagsTests {
    @Test func keptFlagsHaveUIKitsDefaultsAndKeepTheirValues() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(!table.cellLayoutMarginsFollowReadableWidth && table.insetsContentViewsToSafeArea)
        table.remembersLastFocusedIndexPath = true
        #expect(table.remembersLastFocusedIndexPath)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.reorderingCadence == .immediate && collection.dragInteractionEnabled)
        let label = UILabel()
        #expect(label.lineBreakStrategy == .standard && !label.allowsDefaultTighteningForTruncation)
        let paragraph = NSMutableParagraphStyle()
        paragraph.hyphenationFactor = 0.5
        paragraph.lineBreakStrategy = .pushOut
        let copy = paragraph.copy() as! NSParagraphStyle
        #expect(copy.hyphenationFactor == 0.5 && copy.lineBreakStrategy == .pushOut, "copied with the style")
        let field = UITextField()
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8;" && !field.allowsEditingTextAttributes)
        #expect(UIPageControl().backgroundStyle == .automatic)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(vibrancy.style == .secondaryLabel)
        let tabs = UITabBar()
        #expect(tabs.isTranslucent)
        tabs.barTintColor = .systemIndigo
        #expect(tabs.backgroundColor == .systemIndigo, "a bar tint colours the bar")
    }

    @Test func aMinimalSearchBarHasNoBackgroundOfItsOwn() {
        let bar = UISearchBar()
        #expect(bar.searchBarStyle == .default && bar.backgroundColor == .systemBackground)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == .clear)
    }
}
