// Stack Overflow Q&A style: "my ForEach doesn't show the new row": ForEach(0..<names.count) takes a Range<Int>, read once, so an appended name gets no row (SwiftUI logs that the count changed); ForEach(names.indices, id: \.self) follows the data and only the new row's body runs (rules §15.1 "A range without an id is read once", §2.7)
import SwiftUI

struct NumberRow: View {
    let index: Int
    let name: String

    var body: some View {
        let _ = print("NumberRow body: \(index) \(name)")
        Text("\(index): \(name)")
    }
}

struct RangeList: View {
    @State private var names = ["a", "b"]

    var body: some View {
        let _ = print("RangeList body: \(names.count)")
        VStack {
            Button("Append") { names.append("c") }
            ForEach(0..<names.count) { i in
                NumberRow(index: i, name: names[i])
            }
        }
    }
}

struct IndexList: View {
    @State private var names = ["a", "b"]

    var body: some View {
        let _ = print("IndexList body: \(names.count)")
        VStack {
            Button("Append") { names.append("c") }
            ForEach(names.indices, id: \.self) { i in
                NumberRow(index: i, name: names[i])
            }
        }
    }
}

:mount RangeList()
// expect: RangeList body: 2
// expect: NumberRow body: 0 a
// expect: NumberRow body: 1 b
:tap "Append"
// expect: RangeList body: 3
:mount IndexList()
// expect: IndexList body: 2
// expect: NumberRow body: 0 a
// expect: NumberRow body: 1 b
:tap "Append"
// expect: IndexList body: 3
// expect: NumberRow body: 2 c
