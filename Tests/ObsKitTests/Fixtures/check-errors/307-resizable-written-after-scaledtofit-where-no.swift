// Check error: resizable() written after scaledToFit(), where it no longer applies to an Image
import SwiftUI

struct Logo: View {
    var body: some View {
        Image(systemName: "leaf.fill")
            .scaledToFit()
            .resizable()
            .frame(width: 80, height: 80)
    }
}

:mount Logo()
// expect-error: value of type 'some View' has no member 'resizable'
