// identity-and-lifetime style: PITFALL on purpose, the conditional-modifier extension (objc.io "Why conditional view modifiers are a bad idea"): applyIf(_:transform:) is an if/else, so turning the highlight on moves SearchField into the other branch, a new identity: the typed query is lost, with onDisappear and onAppear (rules §1.1, §1.4, §11.1)
import SwiftUI

extension View {
    @ViewBuilder
    func applyIf<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct SearchField: View {
    @State private var query = ""

    var body: some View {
        let _ = print("SearchField body: '\(query)'")
        TextField("Search", text: $query)
            .onAppear { print("SearchField appeared") }
            .onDisappear { print("SearchField disappeared") }
    }
}

struct FinderScreen: View {
    @State private var highlighted = false

    var body: some View {
        let _ = print("FinderScreen body: \(highlighted)")
        VStack {
            Toggle("Highlight", isOn: $highlighted)
            SearchField()
                .applyIf(highlighted) { $0.border(Color.blue) }
        }
    }
}

:mount FinderScreen()
// expect: FinderScreen body: false
// expect: SearchField body: ''
// expect: SearchField appeared
:type "ab" into "Search"
// expect: SearchField body: 'a'
// expect: SearchField body: 'ab'
:toggle "Highlight"
// expect: FinderScreen body: true
// expect: SearchField body: ''
// expect: SearchField disappeared
// expect: SearchField appeared
:type "c" into "Search"
// expect: SearchField body: 'c'
