// Banners: the same fetch started two ways, `onAppear { Task { ... } }` (older tutorials) and `.task { ... }`
// (what Apple recommends), then both views removed before the fetch ends. Own code.
// What SwiftUI does: appearance callbacks run after the update, tasks start after them, in the order they were
// made (rules §10.1, §11.1). Only the `task` modifier ties its task to the view: removing the view cancels it (rules
// §1.4, §11.3; Apple `task`: "SwiftUI will automatically cancel the task ... after the view disappears"). The
// unstructured `Task` made in `onAppear` belongs to nobody, so it runs to its end after the view is gone.
// Sources: rules §1.4, §10.1, §11.1, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/documentation/swift/task
import SwiftUI

struct LegacyBanner: View {
    var body: some View {
        let _ = print("LegacyBanner body")
        Text("Legacy")
            .onAppear {
                Task {
                    print("legacy: fetching")
                    do {
                        try await Task.sleep(for: .seconds(2))
                        print("legacy: finished, though its view is gone")
                    } catch {
                        print("legacy: cancelled")
                    }
                }
            }
    }
}

struct ModernBanner: View {
    var body: some View {
        let _ = print("ModernBanner body")
        Text("Modern")
            .task {
                print("modern: fetching")
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("modern: finished")
                } catch {
                    print("modern: cancelled")
                }
            }
    }
}

struct BannersView: View {
    @State private var showBanners = true

    var body: some View {
        let _ = print("BannersView body: showBanners \(showBanners)")
        VStack {
            if showBanners {
                LegacyBanner()
                ModernBanner()
            }
            Button("Hide banners") {
                showBanners = false
            }
        }
    }
}

:mount BannersView()
// expect: BannersView body: showBanners true
// expect: LegacyBanner body
// expect: ModernBanner body
// expect: legacy: fetching
// expect: modern: fetching
:advance 1s
:tap "Hide banners"
// expect: BannersView body: showBanners false
// expect: modern: cancelled
:advance 1s
// expect: legacy: finished, though its view is gone
