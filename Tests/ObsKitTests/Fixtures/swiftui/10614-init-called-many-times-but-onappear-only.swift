// Stack Overflow style: "init is called many times but onAppear only once, where do I load?" (the init runs at every parent render, the body only when the value differs, onAppear once per appearance, innermost first; removing and showing the view again runs all three again) (rules §2.6, §2.7, §11.1, §10.3)
import SwiftUI

struct WelcomeBanner: View {
    let text: String

    init(text: String) {
        self.text = text
        print("WelcomeBanner init")
    }

    var body: some View {
        let _ = print("WelcomeBanner body")
        Text(text)
            .onAppear { print("WelcomeBanner onAppear") }
    }
}

struct FeedScreen: View {
    @State private var refreshes = 0
    @State private var showBanner = true

    var body: some View {
        let _ = print("FeedScreen body: refreshes \(refreshes), banner \(showBanner)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            Button("Toggle banner") { showBanner.toggle() }
            if showBanner {
                WelcomeBanner(text: "Welcome back")
            }
        }
        .onAppear { print("FeedScreen onAppear") }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: refreshes 0, banner true
// expect: WelcomeBanner init
// expect: WelcomeBanner body
// expect: WelcomeBanner onAppear
// expect: FeedScreen onAppear
:tap "Refresh"
// expect: FeedScreen body: refreshes 1, banner true
// expect: WelcomeBanner init
:tap "Refresh"
// expect: FeedScreen body: refreshes 2, banner true
// expect: WelcomeBanner init
:tap "Toggle banner"
// expect: FeedScreen body: refreshes 2, banner false
:tap "Toggle banner"
// expect: FeedScreen body: refreshes 2, banner true
// expect: WelcomeBanner init
// expect: WelcomeBanner body
// expect: WelcomeBanner onAppear
