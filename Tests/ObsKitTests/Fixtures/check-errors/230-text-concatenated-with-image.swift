// Check error: adding an Image to a Text with '+'
import SwiftUI

struct RatingLabel: View {
    let stars: Int

    var body: some View {
        Text("Rating: ") + Image(systemName: "star.fill") + Text(" \(stars)")
    }
}

:mount RatingLabel(stars: 4)
// expect-error: cannot convert value of type 'Image' to expected argument type 'Text'
