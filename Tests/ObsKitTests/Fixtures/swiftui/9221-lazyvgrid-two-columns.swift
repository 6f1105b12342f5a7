// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/lazyvgrid (a two-column LazyVGrid fed by ForEach with `id: \.self`)
// Apple's LazyVGrid page declares `columns` as two flexible GridItems and fills the grid from a ForEach over a
// range, in a ScrollView. Here the cells are buttons naming SF Symbols; tapping one stores its name in
// @State, which the text below reads, so the body runs once per change (and not for a tap on the symbol
// already picked).
import SwiftUI

struct SymbolGrid: View {
    var columns: [GridItem] = Array(repeating: .init(.flexible()), count: 2)
    let symbols = ["star", "heart", "bolt", "leaf", "flame"]
    @State private var picked = "none"

    var body: some View {
        let _ = print("picked \(picked)")
        VStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(symbols, id: \.self) { name in
                        Button(name) { picked = name }
                    }
                }
            }
            Text("Picked: \(picked)")
        }
    }
}

:mount SymbolGrid()
// expect: picked none
:tap "bolt"
// expect: picked bolt
:tap "bolt"
:tap "flame"
// expect: picked flame
