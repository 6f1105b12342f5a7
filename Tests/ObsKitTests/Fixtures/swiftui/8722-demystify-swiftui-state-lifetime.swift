// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: state lifetime is view lifetime; a view removed by an `if` loses its @State, and when it comes back it starts from the initial value)
import SwiftUI

struct PageCounter: View {
    @State private var pages = 0

    var body: some View {
        Button("Pages read: \(pages)") {
            pages += 1
            print("pages = \(pages)")
        }
    }
}

struct ReaderPanel: View {
    @State private var showCounter = true

    var body: some View {
        VStack {
            Button(showCounter ? "Hide" : "Show") { showCounter.toggle() }
            if showCounter {
                PageCounter()
            }
        }
    }
}

:mount ReaderPanel()
:tap "Pages read: 0"
:tap "Pages read: 1"
:tap "Hide"
:tap "Show"
:tap "Pages read: 0"
// expect: pages = 1
// expect: pages = 2
// expect: pages = 1
