// SwiftUI from Apple's documentation: environment(_:_:) — https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (MyView().environment(\.truncationMode, .head): every view in MyView reads .head; elsewhere the default, .tail)
import SwiftUI

struct Line: View {
    @Environment(\.truncationMode) private var truncationMode
    let title: String

    var body: some View {
        Button(title) {
            print("\(title): head? \(truncationMode == .head), tail? \(truncationMode == .tail)")
        }
    }
}

struct MyView: View {
    var body: some View {
        VStack {
            Line(title: "First")
            Line(title: "Second")
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            MyView()
                .environment(\.truncationMode, .head)
            Line(title: "Elsewhere")
        }
    }
}

:mount ContentView()
:tap "First"
:tap "Second"
:tap "Elsewhere"
// expect: First: head? true, tail? false
// expect: Second: head? true, tail? false
// expect: Elsewhere: head? false, tail? true
