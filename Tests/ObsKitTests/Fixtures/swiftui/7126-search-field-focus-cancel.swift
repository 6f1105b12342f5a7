// A search field component with its own `@FocusState` and an iOS-style Cancel button that appears while the field is
// focused, clears the text and drops the focus, bound to a recipe screen.
// What SwiftUI does: `@FocusState` is storage of the component (rules §15.10, §15.14); `:focus` writes it as a tap on
// the field would, and only the component reads it, so only its body runs. Each keystroke writes the parent's text:
// the parent reads it and runs, then the component (rules §9.3). Cancel writes the text and the focus in one action:
// one update, each body once (rules §10.1).
// Sources: rules §9.3, §10.1, §15.10, §15.14; https://developer.apple.com/documentation/swiftui/focusstate
// https://developer.apple.com/documentation/swiftui/view/focused(_:)
import SwiftUI

struct FocusSearchField: View {
    @Binding var text: String
    @FocusState private var isFocused: Bool

    var body: some View {
        let _ = print("FocusSearchField body: '\(text)', focused \(isFocused)")
        HStack {
            TextField("Find a recipe", text: $text)
                .focused($isFocused)
                .submitLabel(.search)
                .textFieldStyle(.roundedBorder)
            if isFocused {
                Button("Cancel") {
                    text = ""
                    isFocused = false
                }
            }
        }
        .animation(.default, value: isFocused)
    }
}

struct RecipeSearchView: View {
    @State private var searchText = ""

    var body: some View {
        let _ = print("RecipeSearchView body: '\(searchText)'")
        VStack(alignment: .leading) {
            FocusSearchField(text: $searchText)
            Text(searchText.isEmpty ? "Popular recipes" : "Results for \(searchText)")
        }
        .padding()
    }
}

:mount RecipeSearchView()
// expect: RecipeSearchView body: ''
// expect: FocusSearchField body: '', focused false
:focus "Find a recipe"
// expect: FocusSearchField body: '', focused true
:type "pie" into "Find a recipe"
// expect: RecipeSearchView body: 'p'
// expect: FocusSearchField body: 'p', focused true
// expect: RecipeSearchView body: 'pi'
// expect: FocusSearchField body: 'pi', focused true
// expect: RecipeSearchView body: 'pie'
// expect: FocusSearchField body: 'pie', focused true
:tap "Cancel"
// expect: RecipeSearchView body: ''
// expect: FocusSearchField body: '', focused false
