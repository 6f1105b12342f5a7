// Stack Overflow style (ViewThatFits falls back): a 500-point candidate does not fit the 393-point iPhone width, so the narrower one is shown; shrinking the first makes it fit again (rules §15.20, §11.1; Apple ViewThatFits)
import SwiftUI

struct ContentView: View {
    @State private var wideWidth: CGFloat = 500

    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                Text("Detailed summary")
                    .frame(width: wideWidth)
                    .onAppear { print("wide shown") }
                    .onDisappear { print("wide gone") }
                Text("Summary")
                    .frame(width: 200)
                    .onAppear { print("narrow shown") }
                    .onDisappear { print("narrow gone") }
            }
            Button("Shrink") { wideWidth = 300 }
        }
    }
}
:mount ContentView()
// expect: narrow shown
:tap "Shrink"
// expect: narrow gone
// expect: wide shown
