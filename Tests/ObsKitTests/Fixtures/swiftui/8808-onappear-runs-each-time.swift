// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear runs each time the view is inserted before it appears, and onDisappear https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) runs after it is removed, so toggling an if shows appear, disappear, appear)
import SwiftUI

struct Banner: View {
    var body: some View {
        Text("Sale today")
            .onAppear { print("banner appeared") }
            .onDisappear { print("banner disappeared") }
    }
}

struct Storefront: View {
    @State private var showBanner = false

    var body: some View {
        VStack {
            Button("Toggle banner") { showBanner.toggle() }
            if showBanner {
                Banner()
            }
        }
    }
}

:mount Storefront()
:tap "Toggle banner"
:tap "Toggle banner"
:tap "Toggle banner"
// expect: banner appeared
// expect: banner disappeared
// expect: banner appeared
