// SwiftUI from Apple's documentation: a child whose stored `let` inputs are unchanged does not re-run its body
// WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022), notes at
// https://saurabhs.org/wwdc-notes/wwdc-21-demystify-swiftui: "SwiftUI will refresh a dependency by getting the new
// .body" and "Value comparison used to cut down on .body calls". The parent re-renders; Caption's `text` stays equal.
import SwiftUI

struct Caption: View {
    let text: String
    var body: some View {
        let _ = print("Caption body \(text)")
        Text(text)
    }
}

struct Page: View {
    @State private var taps = 0
    var body: some View {
        let _ = print("Page body \(taps)")
        VStack {
            Caption(text: "Fixed")
            Caption(text: taps > 1 ? "Many" : "Few")
            Button("Tap") { taps += 1 }
        }
    }
}

:mount Page()
:tap "Tap"
:tap "Tap"
// expect: Page body 0
// expect: Caption body Fixed
// expect: Caption body Few
// expect: Page body 1
// expect: Page body 2
// expect: Caption body Many
