// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (a view inside an if appears each time the condition becomes true, running its onAppear action, and disappears when it becomes false, running its onDisappear action: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:))
import SwiftUI

struct SaleBanner: View {
    var body: some View {
        Text("Sale!")
            .onAppear { print("banner appeared") }
            .onDisappear { print("banner disappeared") }
    }
}

struct Storefront: View {
    @State private var showBanner = true

    var body: some View {
        VStack {
            if showBanner {
                SaleBanner()
            }
            Button("Toggle banner") { showBanner.toggle() }
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
// expect: banner disappeared
