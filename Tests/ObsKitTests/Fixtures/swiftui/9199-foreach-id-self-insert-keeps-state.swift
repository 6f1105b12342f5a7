// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (strings identified by themselves with `id: \.self`)
// `ForEach(names, id: \.self)` identifies each row by the string it shows. Each row keeps a tap count in
// @State. Inserting "Zoe" at the front moves the other rows down, but their ids are unchanged, so they keep
// their state: Ben's count survives, and the new row starts at 0.
// The `:tap` labels themselves check the counts (a wrong count would name no button).
import SwiftUI

struct CounterRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name): \(taps)") {
            taps += 1
            print("\(name) now \(taps)")
        }
    }
}

struct NameList: View {
    @State private var names = ["Ana", "Ben", "Cy"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                CounterRow(name: name)
            }
            Button("Insert Zoe first") { names.insert("Zoe", at: 0) }
        }
    }
}

:mount NameList()
:tap "Ben: 0"
// expect: Ben now 1
:tap "Ben: 1"
// expect: Ben now 2
:tap "Insert Zoe first"
:tap "Ben: 2"
// expect: Ben now 3
:tap "Zoe: 0"
// expect: Zoe now 1
:tap "Ana: 0"
// expect: Ana now 1
