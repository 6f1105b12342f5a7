// Reddit r/SwiftUI style: a child view whose init prints, kept as a `let` constant of its parent and also written inline in the body: the let is made with the parent's struct, the inline one at each parent body; neither child body runs again while its value is equal (rules §2.6, §2.7, §2.3, §3.2)
import SwiftUI

struct Badge: View {
    let label: String

    init(label: String) {
        self.label = label
        print("Badge.init \(label)")
    }

    var body: some View {
        let _ = print("Badge body: \(label)")
        Text(label)
    }
}

struct Header: View {
    @State private var count = 0
    let badge = Badge(label: "static")

    var body: some View {
        let _ = print("Header body: \(count)")
        VStack {
            Text("\(count)")
            Button("Inc") { count += 1 }
            badge
            Badge(label: "inline")
        }
    }
}

struct Page: View {
    @State private var theme = 0

    var body: some View {
        let _ = print("Page body: \(theme)")
        Button("Theme") { theme += 1 }
        Header()
    }
}

:mount Page()
// expect: Page body: 0
// expect: Badge.init static
// expect: Header body: 0
// expect: Badge.init inline
// expect: Badge body: static
// expect: Badge body: inline
:tap "Theme"
// expect: Page body: 1
// expect: Badge.init static
:tap "Inc"
// expect: Header body: 1
// expect: Badge.init inline
