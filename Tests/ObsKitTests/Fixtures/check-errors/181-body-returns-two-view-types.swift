// Check error: body returns a Text in one branch and an Image in the other with explicit 'return's
import SwiftUI

struct StatusView: View {
    var isOnline: Bool

    var body: some View {
        if isOnline {
            return Text("Online")
        } else {
            return Image(systemName: "wifi.slash")
        }
    }
}
// expect-error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
