// The "equal heights" PreferenceKey recipe: each label reports its height from a GeometryReader in its
// background, the row keeps the tallest in @State through onPreferenceChange and applies it as a
// minimum height. Written as most blog posts write it (`static var defaultValue`).
// Expected: adding a label works as usual; no expectation on when onPreferenceChange runs (layout).
import SwiftUI

struct TallestKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct MeasuredLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: TallestKey.self, value: proxy.size.height)
                }
            )
    }
}

struct EqualHeightRow: View {
    @State private var tallest: CGFloat = 0
    @State private var labels = ["Short", "A much longer label"]

    var body: some View {
        VStack {
            HStack {
                ForEach(labels, id: \.self) { label in
                    MeasuredLabel(text: label)
                        .frame(minHeight: tallest)
                }
            }
            .onPreferenceChange(TallestKey.self) { value in
                tallest = value
            }
            Button("Add label") {
                labels.append("Label \(labels.count + 1)")
                print("now \(labels.count) labels")
            }
        }
    }
}

:mount EqualHeightRow()
:tap "Add label"

// expect: now 3 labels
