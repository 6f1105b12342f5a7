// cookbook style: a NavigationStack over a @State array path the root never reads; NavigationLink(value:) pushes a page whose @State starts over each time it is pushed again; the root's body does not run on push or pop, and the incoming page appears before the outgoing one disappears (rules §15.12, §14.3, §3.5, §11.1, §1.4)
import SwiftUI

struct NumberPage: View {
    let number: Int
    @State private var taps = 0

    var body: some View {
        let _ = print("NumberPage body: \(number) taps=\(taps)")
        VStack {
            Text("Number \(number)")
            Button("Tap \(number)") { taps += 1 }
        }
        .onAppear { print("NumberPage appear \(number)") }
        .onDisappear { print("NumberPage disappear \(number)") }
    }
}

struct NumbersRoot: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("NumbersRoot body")
        NavigationStack(path: $path) {
            List {
                NavigationLink("Open 7", value: 7)
                NavigationLink("Open 8", value: 8)
            }
            .onAppear { print("root list appear") }
            .onDisappear { print("root list disappear") }
            .navigationDestination(for: Int.self) { n in
                NumberPage(number: n)
            }
        }
    }
}

:mount NumbersRoot()
// expect: NumbersRoot body
// expect: root list appear
:tap "Open 7"
// expect: NumberPage body: 7 taps=0
// expect: NumberPage appear 7
// expect: root list disappear
:tap "Tap 7"
// expect: NumberPage body: 7 taps=1
:tap "Tap 7"
// expect: NumberPage body: 7 taps=2
:back
// expect: root list appear
// expect: NumberPage disappear 7
:tap "Open 7"
// expect: NumberPage body: 7 taps=0
// expect: NumberPage appear 7
// expect: root list disappear
