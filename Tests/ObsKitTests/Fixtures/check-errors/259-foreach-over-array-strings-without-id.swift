// Check error: ForEach over an array of strings without id:
import SwiftUI

struct TagList: View {
    let tags = ["swift", "ios", "design"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(tags) { tag in
                Text("#\(tag)")
            }
        }
    }
}

:mount TagList()
// expect-error: cannot convert value of type '[String]' to expected argument type 'Range<Int>'
