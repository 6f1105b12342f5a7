// View composition as the "views and modifiers" day of a "100 days" SwiftUI course teaches it, own code: a small
// `CapsuleText` view with a text and a colour parameter (with a default), used three times by a parent that can
// rename the first and recolour the second with a ternary.
// What SwiftUI does: every parent body builds the three values again, but a child's body runs only when its value
// differs (rules §2.6, §2.7): renaming runs the first capsule alone, recolouring the second alone (Color compares
// with ==, rules §2.3), and the third never runs again. Renaming to the name already stored is an equal write:
// nothing runs (rules §3.4).
// Sources: rules §2.3, §2.6, §2.7, §3.4; https://developer.apple.com/documentation/swiftui/view
import SwiftUI

struct CapsuleText: View {
    var text: String
    var color: Color = .blue

    var body: some View {
        let _ = print("CapsuleText body: \(text)")
        Text(text)
            .font(.largeTitle)
            .padding()
            .foregroundStyle(.white)
            .background(color)
            .clipShape(.capsule)
    }
}

struct CompositionView: View {
    @State private var first = "First"
    @State private var highlight = false

    var body: some View {
        let _ = print("CompositionView body: \(first), highlight \(highlight)")
        VStack(spacing: 10) {
            CapsuleText(text: first)
            CapsuleText(text: "Second", color: highlight ? .red : .blue)
            CapsuleText(text: "Third")
            Button("Rename first") {
                first = "Premier"
            }
            Button("Highlight second") {
                highlight.toggle()
            }
        }
    }
}

:mount CompositionView()
// expect: CompositionView body: First, highlight false
// expect: CapsuleText body: First
// expect: CapsuleText body: Second
// expect: CapsuleText body: Third
:tap "Rename first"
// expect: CompositionView body: Premier, highlight false
// expect: CapsuleText body: Premier
:tap "Highlight second"
// expect: CompositionView body: Premier, highlight true
// expect: CapsuleText body: Second
:tap "Rename first"
:tap "Highlight second"
// expect: CompositionView body: Premier, highlight false
// expect: CapsuleText body: Second
