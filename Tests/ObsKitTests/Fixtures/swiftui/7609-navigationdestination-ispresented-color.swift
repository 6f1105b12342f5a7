// Follows Apple's navigationDestination(isPresented:destination:) (https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)): a favorite color whose details are pushed while a flag is true
// What SwiftUI does: the destination is pushed while the binding is true; the back button sets it to false
// (Apple's "My Favorite Color" example, with our own names; rules §15.12). Only the top of the stack is on
// screen, so a push makes the root disappear and a pop brings it back (rules §14.3). In one update the
// bodies run first, then the appearance callbacks, all disappears before any appear (rules §10.3, §11.1):
// the pushed view's body, the root's onDisappear, the pushed view's onAppear. A button in the detail that
// writes the flag through a `@Binding` pops it as `:back` does.
// Sources: Apple `view/navigationdestination(ispresented:destination:)`; rules §10.3, §11.1, §14.3, §15.12.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct ColorDetail: View {
    let name: String
    @Binding var isShown: Bool

    var body: some View {
        let _ = print("detail body: \(name)")
        VStack {
            Text("\(name) is a calm color")
            Button("Close details") { isShown = false }
        }
        .onAppear { print("detail appeared") }
        .onDisappear { print("detail disappeared") }
    }
}

struct FavoriteColorView: View {
    @State private var showDetails = false
    var favoriteColor: String

    var body: some View {
        NavigationStack {
            VStack {
                Circle()
                    .fill(Color.teal)
                Button("Show details") {
                    showDetails = true
                }
            }
            .onAppear { print("root appeared") }
            .onDisappear { print("root disappeared") }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail(name: favoriteColor, isShown: $showDetails)
            }
            .navigationTitle("My Favorite Color")
        }
    }
}

:mount FavoriteColorView(favoriteColor: "Teal")
// expect: root appeared
:tap "Show details"
// expect: detail body: Teal
// expect: detail appeared
// expect: root disappeared
:back
// expect: root appeared
// expect: detail disappeared
:tap "Show details"
// expect: detail body: Teal
// expect: detail appeared
// expect: root disappeared
:tap "Close details"
// expect: root appeared
// expect: detail disappeared
