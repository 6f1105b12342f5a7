// Stack Overflow style (sheet shows the old value the first time): the sheet's content reads the presenter's @State captured at its last body, so the first tap shows the stale value (rules §3.5, §8.7, §2.6)
import SwiftUI

struct FruitDetail: View {
    let name: String
    init(name: String) {
        self.name = name
        print("FruitDetail.init \(name)")
    }
    var body: some View {
        let _ = print("FruitDetail.body \(name)")
        Text("You picked \(name)")
    }
}

struct ContentView: View {
    @State private var selected = "None"
    @State private var showDetail = false
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        let _ = print("ContentView.body")
        List {
            ForEach(fruits, id: \.self) { fruit in
                Button(fruit) {
                    selected = fruit
                    showDetail = true
                }
            }
        }
        .sheet(isPresented: $showDetail) {
            FruitDetail(name: selected)
        }
    }
}
:mount ContentView()
// expect: ContentView.body
:tap "Banana"
// expect: FruitDetail.init None
// expect: FruitDetail.body None
:dismiss
:tap "Cherry"
// expect: ContentView.body
// expect: FruitDetail.init Cherry
// expect: FruitDetail.body Cherry
