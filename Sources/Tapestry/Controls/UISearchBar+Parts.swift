import Foundation

// What the search bar does with its parts: the field's delegate calls passed to the bar's delegate, the
// background and icons, the bookmark and results buttons, the scope bar.
/// The delegate a search bar gives its field: it passes the field's questions and news to the bar's delegate.
/// UIKit's search bar is not a text field delegate in its public API, so a subclass may adopt
/// `UITextFieldDelegate` itself without meeting a conformance or methods already there.
@MainActor
final class SearchFieldDelegateForwarder: UITextFieldDelegate {
    /// The bar whose field this is.
    weak var searchBar: UISearchBar?

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
}

extension UISearchBar {
    /// The text changed: the delegate and the search controller hear it.
    func notifyChange() {
        if showsBookmarkButton && !showsSearchResultsButton { updateAccessoryButton() }
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        for handler in textChanged { handler(text) }
    }

    /// The Cancel button was tapped.
    func cancel() {
        delegate?.searchBarCancelButtonClicked(self)
        for handler in cancelled { handler() }
    }

    func updateBackground() {
        let image =
            backgroundImage(for: barPosition, barMetrics: .default) ?? backgroundImage(for: .any, barMetrics: .default)
        backgroundView.image = image
        backgroundView.isHidden = image == nil
        if searchBarStyle == .minimal || image != nil {
            backgroundColor = .clear
        } else {
            backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
        }
    }

    func updateFieldBackground() {
        let image =
            searchTextField.isEnabled
            ? fieldBackgroundImages[UIControl.State.normal.rawValue]
            : fieldBackgroundImages[UIControl.State.disabled.rawValue] ?? fieldBackgroundImages[0]
        fieldBackgroundView.image = image
        fieldBackgroundView.isHidden = image == nil
        searchTextField.borderStyle = image == nil ? .roundedRect : .none
        searchTextField.backgroundColor = image == nil ? .systemGray6 : .clear
    }

    func updateIcons() {
        let search = image(for: .search, state: .normal)
        searchIconView.image = search
        searchIconView.isHidden = search == nil
        subviews.first { $0 is MagnifierView }?.isHidden = search != nil
        updateAccessoryButton()
    }

    /// The results button (or, while the field is empty, the bookmark button) as the field's right view.
    func updateAccessoryButton() {
        let icon: Icon? =
            showsSearchResultsButton ? .resultsList : showsBookmarkButton && (text ?? "").isEmpty ? .bookmark : nil
        guard let icon else {
            if searchTextField.rightView === accessoryButton {
                searchTextField.rightView = nil
                searchTextField.rightViewMode = .never
            }
            return
        }
        let symbol = icon == .resultsList ? "list.bullet.circle" : "book"
        accessoryButton.setImage(image(for: icon, state: .normal) ?? UIImage(systemName: symbol), for: .normal)
        accessoryButton.tag = icon.rawValue
        accessoryButton.isSelected = isSearchResultsButtonSelected
        let shift = iconAdjustments[icon] ?? .zero
        accessoryButton.frame = CGRect(x: shift.horizontal, y: shift.vertical, width: 28, height: 28)
        searchTextField.rightView = accessoryButton
        searchTextField.rightViewMode = .always
    }

    func accessoryTapped() {
        if accessoryButton.tag == Icon.resultsList.rawValue {
            delegate?.searchBarResultsListButtonClicked(self)
        } else {
            delegate?.searchBarBookmarkButtonClicked(self)
        }
    }

    func updateScopeBar() {
        let shows = showsScopeBar && !(scopeButtonTitles ?? []).isEmpty
        guard scopeBar.isHidden == shows else { return }
        scopeBar.isHidden = !shows
        scopeBackgroundView.isHidden = !shows || scopeBarBackgroundImage == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()  // a navigation controller gives the bar its new height
    }

    func scopeChosen() {
        guard scopeBar.selectedSegmentIndex >= 0, scopeBar.selectedSegmentIndex != selectedScopeButtonIndex else {
            return
        }
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        for handler in scopeChanged { handler(selectedScopeButtonIndex) }
    }
}
