// Check error: ForEach over a Set
import SwiftUI

struct TagCloud: View {
    @State private var tags: Set<String> = ["swift", "ios", "swiftui"]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
                    .padding(6)
                    .background(Color.blue.opacity(0.2))
            }
        }
    }
}

:mount TagCloud()
// expect-error: generic struct 'ForEach' requires that 'Set<String>' conform to 'RandomAccessCollection'
