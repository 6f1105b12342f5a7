// Apple "ViewModifier" / objc.io "Thinking in SwiftUI": a modifier with its own @State gets storage per place it is applied; rules §1.1, §2.7, §3.2, §3.5
import SwiftUI

struct TapCounter: ViewModifier {
    let name: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        let _ = print("TapCounter \(name) body: \(taps)")
        VStack {
            content
            Button("Count \(name)") { taps += 1 }
        }
    }
}

extension View {
    func tapCounter(_ name: String) -> some View {
        modifier(TapCounter(name: name))
    }
}

struct Board: View {
    @State private var title = "Board"

    var body: some View {
        let _ = print("Board body: \(title)")
        VStack {
            Text(title)
            Text("A").tapCounter("A")
            Text("B").tapCounter("B")
            Button("Rename") { title = "Main" }
        }
    }
}

:mount Board()
:tap "Count A"
:tap "Count A"
:tap "Count B"
:tap "Rename"

// expect: Board body: Board
// expect: TapCounter A body: 0
// expect: TapCounter B body: 0
// expect: TapCounter A body: 1
// expect: TapCounter A body: 2
// expect: TapCounter B body: 1
// expect: Board body: Main
