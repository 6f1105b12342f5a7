// Issue 13 (A), a reusable control with several previews, as Xcode 16 users write them: a default
// `#Preview`, a named one, and one with `@Previewable @State` driving a @Binding.
// Expected: `:preview "Name"` picks a preview by name; the @Previewable state is owned by the preview and
// the control writes it through its binding.
import SwiftUI

struct RatingControl: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { value in
                Button("\(value) star\(value == 1 ? "" : "s")") {
                    rating = value
                }
            }
        }
    }
}

#Preview("Constant") {
    RatingControl(rating: .constant(3))
}

#Preview("Interactive") {
    @Previewable @State var rating = 1
    VStack {
        RatingControl(rating: $rating, maximum: 3)
        Text("Rated \(rating)")
    }
    .onChange(of: rating) { old, new in
        print("rating \(old) -> \(new)")
    }
}

:preview "Interactive"
:tap "3 stars"
:tap "2 stars"
:preview "Constant"
:tap "5 stars"
print("constant binding: no change")

// expect: rating 1 -> 3
// expect: rating 3 -> 2
// expect: constant binding: no change
