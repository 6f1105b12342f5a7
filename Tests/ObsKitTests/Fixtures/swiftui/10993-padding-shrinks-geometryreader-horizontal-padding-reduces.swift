// Stack Overflow style (padding shrinks a GeometryReader): horizontal padding reduces the width proposed to the reader, and onChange(of: proxy.size.width) sees the new width after a tap (rules §15.9, §11.1, §3)
import SwiftUI

struct ContentView: View {
    @State private var inset: CGFloat = 20

    var body: some View {
        VStack {
            GeometryReader { proxy in
                Text("inner \(Int(proxy.size.width))")
                    .onAppear { print("inner width \(proxy.size.width)") }
                    .onChange(of: proxy.size.width) { oldWidth, newWidth in
                        print("width \(oldWidth) -> \(newWidth)")
                    }
            }
            .frame(height: 120)
            .padding(.horizontal, inset)

            Button("Wider padding") { inset = 40 }
        }
    }
}
:mount ContentView()
// expect: inner width 353.0
:tap "Wider padding"
// expect: width 353.0 -> 313.0
