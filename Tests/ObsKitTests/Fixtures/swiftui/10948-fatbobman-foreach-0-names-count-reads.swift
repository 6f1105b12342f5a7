// Blog style (Fatbobman): ForEach(0..<names.count) reads its range once, so an append adds no row; ForEach(names.indices, id: \.self) follows the data (rules §15.1, §1.2, §11.1)
import SwiftUI

struct RosterView: View {
    @State private var names = ["Ada", "Bea"]

    var body: some View {
        let _ = print("RosterView body count=\(names.count)")
        VStack {
            ForEach(0..<names.count) { index in
                Text("fixed \(names[index])")
                    .onAppear { print("fixed row \(index) appeared") }
            }
            ForEach(names.indices, id: \.self) { index in
                Text("live \(names[index])")
                    .onAppear { print("live row \(index) appeared") }
            }
            Button("Add Cleo") { names.append("Cleo") }
        }
    }
}
:mount RosterView()
// expect: RosterView body count=2
// expect: fixed row 0 appeared
// expect: fixed row 1 appeared
// expect: live row 0 appeared
// expect: live row 1 appeared
:tap "Add Cleo"
// expect: RosterView body count=3
// expect: live row 2 appeared
