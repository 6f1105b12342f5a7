// Follows Swift's `Task.sleep(nanoseconds:)` page
// (https://developer.apple.com/documentation/swift/task/sleep(nanoseconds:)): "Suspends the current task for at
// least the given duration in nanoseconds." Own code: a launch screen shown for 1.5 seconds, as older code wrote
// it (before `sleep(for:)`), then the home screen.
// - The root's `.task` starts after the first update (rules §10.3, §11.3) and sleeps; 1 000 ms in, nothing runs.
// - The write that ends the splash runs the root's body; `if`/`else` gives each branch its own slot, so the splash's
//   node goes and the home screen's is made: its body runs after the parent's, and its `onAppear` after the update
//   (rules §1.1, §2.8, §10.3, §11.1). The splash prints no disappearance, so the order of the two branches'
//   callbacks does not matter here.
import SwiftUI

struct SplashView: View {
    var body: some View {
        let _ = print("SplashView body")
        Text("Trailhead")
            .font(.largeTitle)
    }
}

struct HomeView: View {
    var body: some View {
        let _ = print("HomeView body")
        Text("Nearby trails")
            .onAppear { print("HomeView appeared") }
    }
}

struct LaunchRoot: View {
    @State private var showSplash = true

    var body: some View {
        let _ = print("LaunchRoot body, showSplash \(showSplash)")
        ZStack {
            if showSplash {
                SplashView()
            } else {
                HomeView()
            }
        }
        .task {
            print("splash delay started")
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            print("splash delay over")
            showSplash = false
        }
    }
}

:mount LaunchRoot()
// expect: LaunchRoot body, showSplash true
// expect: SplashView body
// expect: splash delay started
:advance 1s
:advance 500ms
// expect: splash delay over
// expect: LaunchRoot body, showSplash false
// expect: HomeView body
// expect: HomeView appeared
:advance 3s
