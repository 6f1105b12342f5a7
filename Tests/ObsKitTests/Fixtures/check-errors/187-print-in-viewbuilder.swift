// Check error: a print(...) statement written directly inside body's view builder
import SwiftUI

struct DebugView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            print("body ran")
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}
// expect-error: type '()' cannot conform to 'View'
