// A helper property returning `some View` returns a Text on one path and an Image on the other
// Written by an outside author (stop 28 corpus, file 7079); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct StatusRow: View {
    let isOnline: Bool

    var indicator: some View {
        if isOnline {
            return Text("online")
        } else {
            return Image(systemName: "wifi.slash")
        }
    }

    var body: some View {
        HStack {
            Text("Status:")
            indicator
        }
    }
}

// expect-error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
