// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10160/ (a change to an environment value re-runs only the views that read that value: the donut image reading `\.donutSize` runs, the card and caption between it and the root do not)
// "Demystify SwiftUI performance" (WWDC23) lists the environment among a view's dependencies: a view that reads an
// environment value with @Environment updates when that value changes, and views that do not read it are not
// updated for it. The card and the caption have no inputs and read no environment value, so when the root changes
// `.environment(\.donutSize, size)` their bodies do not run; the image, which reads `donutSize`, does.
// - Mount: root, card, image, caption.
// - "Bigger" twice: the root's body (it owns the size) and the image's body, each time.
import SwiftUI

extension EnvironmentValues {
    @Entry var donutSize: Double = 1.0
}

struct DonutImage: View {
    @Environment(\.donutSize) private var donutSize

    var body: some View {
        let _ = print("image body: size \(donutSize)")
        Text("Donut at \(donutSize)x")
    }
}

struct DonutCaption: View {
    var body: some View {
        let _ = print("caption body")
        Text("Glazed")
    }
}

struct DonutCard: View {
    var body: some View {
        let _ = print("card body")
        VStack {
            DonutImage()
            DonutCaption()
        }
    }
}

struct DonutSizeScreen: View {
    @State private var size = 1.0

    var body: some View {
        let _ = print("root body: \(size)")
        VStack {
            DonutCard()
            Button("Bigger") { size += 0.5 }
        }
        .environment(\.donutSize, size)
    }
}

:mount DonutSizeScreen()
// expect: root body: 1.0
// expect: card body
// expect: image body: size 1.0
// expect: caption body
:tap "Bigger"
// expect: root body: 1.5
// expect: image body: size 1.5
:tap "Bigger"
// expect: root body: 2.0
// expect: image body: size 2.0
