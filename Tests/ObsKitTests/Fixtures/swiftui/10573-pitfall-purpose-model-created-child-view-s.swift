// everyday app screens style: PITFALL ON PURPOSE, a model created in a child view's init: the onboarding progress view declares `@State private var timer = PageTimer()` with an @Observable class, so every Continue (a parent render) makes a throwaway PageTimer that lives until the next render, while the installed one stays; an equal page write does nothing (rules §3.1, §3.2, §3.3, §3.4)
import SwiftUI

@Observable
final class PageTimer {
    static var made = 0
    let serial: Int
    var seconds = 0

    init() {
        PageTimer.made += 1
        serial = PageTimer.made
        print("PageTimer #\(serial) init")
    }
    deinit { print("PageTimer #\(serial) deinit") }
}

struct ProgressDots: View {
    let current: Int
    @State private var timer = PageTimer()

    var body: some View {
        let _ = print("ProgressDots body: page \(current + 1), timer #\(timer.serial)")
        Text("\(current + 1) of 3")
    }
}

struct OnboardingPager: View {
    @State private var page = 0

    var body: some View {
        let _ = print("OnboardingPager body: page=\(page)")
        VStack {
            TabView(selection: $page) {
                Text("Plan").tag(0)
                Text("Track").tag(1)
                Text("Share").tag(2)
            }
            .tabViewStyle(.page)
            ProgressDots(current: page)
            Button("Continue") { page = min(page + 1, 2) }
        }
    }
}

:mount OnboardingPager()
// expect: OnboardingPager body: page=0
// expect: PageTimer #1 init
// expect: ProgressDots body: page 1, timer #1
:tap "Continue"
// expect: OnboardingPager body: page=1
// expect: PageTimer #2 init
// expect: ProgressDots body: page 2, timer #1
:tap "Continue"
// expect: OnboardingPager body: page=2
// expect: PageTimer #3 init
// expect: PageTimer #2 deinit
// expect: ProgressDots body: page 3, timer #1
:tap "Continue"
:unmount
// expect: PageTimer #1 deinit
// expect: PageTimer #3 deinit
