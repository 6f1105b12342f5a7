// A `SectionCard<Content: View>` container that takes `@ViewBuilder content` and stores the built view
// (`self.content = content()`), the form most component tutorials recommend, with an init that logs.
// What SwiftUI does: every run of the parent's body builds each card again, so each card's init runs (rules §2.6);
// a card's body runs only when its new value differs (rules §2.7). The value is compared field by field: the title
// String and the stored content, whose Text is compared with `==` (rules §2.3). The "Tips" card holds the same text
// every time and doesn't run; the "Today" card's text changes and it runs.
// Sources: rules §2.3, §2.6, §2.7; https://developer.apple.com/documentation/swiftui/viewbuilder
import SwiftUI

struct SectionCard<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
        print("SectionCard init: \(title)")
    }

    var body: some View {
        let _ = print("SectionCard body: \(title)")
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct WaterTracker: View {
    @State private var glasses = 0

    var body: some View {
        let _ = print("WaterTracker body: \(glasses)")
        VStack(spacing: 16) {
            SectionCard("Tips") {
                Text("Drink a glass with every meal")
            }
            SectionCard("Today") {
                Text("\(glasses) glasses")
            }
            Button("Add glass") { glasses += 1 }
        }
        .padding()
    }
}

:mount WaterTracker()
// expect: WaterTracker body: 0
// expect: SectionCard init: Tips
// expect: SectionCard init: Today
// expect: SectionCard body: Tips
// expect: SectionCard body: Today
:tap "Add glass"
// expect: WaterTracker body: 1
// expect: SectionCard init: Tips
// expect: SectionCard init: Today
// expect: SectionCard body: Today
