// SwiftUI from Apple's documentation: removing a view with `if` runs its onDisappear after the update, and showing it runs onAppear
// Apple, View.onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)): "Adds an action to
// perform after this view disappears." ... "the action closure doesn't execute until the view disappears from the interface."
// Apple, View.onAppear(perform:): "Adds an action to perform before this view appears." The parent's body, which removes the banner,
// runs first; the banner's onDisappear follows. Showing it again runs its body, then onAppear.
import SwiftUI

struct Banner: View {
    var body: some View {
        let _ = print("Banner body")
        Text("Sale today")
            .onAppear { print("Banner appeared") }
            .onDisappear { print("Banner disappeared") }
    }
}

struct Storefront: View {
    @State private var showBanner = true

    var body: some View {
        let _ = print("Storefront body: banner \(showBanner)")
        VStack {
            Button("Toggle banner") { showBanner.toggle() }
            if showBanner {
                Banner()
            }
        }
    }
}

:mount Storefront()
// expect: Storefront body: banner true
// expect: Banner body
// expect: Banner appeared
:tap "Toggle banner"
// expect: Storefront body: banner false
// expect: Banner disappeared
:tap "Toggle banner"
// expect: Storefront body: banner true
// expect: Banner body
// expect: Banner appeared
