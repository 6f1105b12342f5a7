// Check error: ForEach over a closed range 1...5
import SwiftUI

struct StarRating: View {
    let rating: Int

    var body: some View {
        HStack {
            ForEach(1...5) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
            }
        }
    }
}

:mount StarRating(rating: 3)
// expect-error: cannot convert value of type 'ClosedRange<Int>' to expected argument type 'Range<Int>'
