// Follows Apple's page "navigationDestination(isPresented:destination:)"
// (developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)), whose example
// pushes a ColorDetail for a favorite color from a "Show details" button.
// - The destination closure is a non-escaping @ViewBuilder: SwiftUI builds the destination's struct in the body of
//   the view it modifies, at every run of that body, pushed or not (Apple's page, its signature; rules §14.3, §2.6);
//   its body runs only once it is pushed.
// - Setting the flag to true pushes the destination; popping (:back) or dismiss() from the destination sets it back
//   to false (Apple's page; rules §15.12). The flag is never read by the body, so pushing runs no root body (rules
//   §3.5). A pop destroys the pushed node; the next push runs its body again (rules §14.3).
// - Push and pop order: the pushed body, the covered view's onDisappear, the pushed onAppear; a pop gives the
//   popped onDisappear, then the uncovered onAppear (rules §14.3, §11.1).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct ColorDetail: View {
    let colorName: String
    @Environment(\.dismiss) private var dismiss

    init(colorName: String) {
        self.colorName = colorName
        print("ColorDetail init, \(colorName)")
    }

    var body: some View {
        let _ = print("ColorDetail body, \(colorName)")
        VStack {
            Text(colorName)
                .font(.largeTitle)
            Button("Done") { dismiss() }
        }
        .onAppear { print("detail appeared") }
        .onDisappear { print("detail disappeared") }
    }
}

struct FavoriteColorView: View {
    @State private var showDetails = false
    @State private var favoriteColor = "teal"

    var body: some View {
        let _ = print("FavoriteColorView body, \(favoriteColor)")
        NavigationStack {
            VStack {
                Text(favoriteColor)
                Button("Show details") { showDetails = true }
                Button("Switch to Indigo") { favoriteColor = "indigo" }
            }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail(colorName: favoriteColor)
            }
            .navigationTitle("My Favorite Color")
            .onAppear { print("favorites appeared") }
            .onDisappear { print("favorites disappeared") }
        }
    }
}

:mount FavoriteColorView()
// expect: FavoriteColorView body, teal
// expect: ColorDetail init, teal
// expect: favorites appeared
:tap "Show details"
// expect: ColorDetail body, teal
// expect: detail appeared
// expect: favorites disappeared
:tap "Done"
// expect: favorites appeared
// expect: detail disappeared
:tap "Switch to Indigo"
// expect: FavoriteColorView body, indigo
// expect: ColorDetail init, indigo
:tap "Show details"
// expect: ColorDetail body, indigo
// expect: detail appeared
// expect: favorites disappeared
:back
// expect: favorites appeared
// expect: detail disappeared
