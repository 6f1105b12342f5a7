// Stack Overflow style (.frame(maxWidth: .infinity) and padding): background GeometryReaders report a full-width row, a row inset by padding outside its frame, and a capped maxWidth (rules §15.9, §11.1; Apple frame(minWidth:idealWidth:maxWidth:...))
import SwiftUI

struct WidthReader: View {
    let name: String

    var body: some View {
        GeometryReader { proxy in
            Color.clear
                .onAppear { print("\(name): \(proxy.size.width)") }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Full width")
                .frame(maxWidth: .infinity)
                .background(WidthReader(name: "full"))
            Text("Inset")
                .frame(maxWidth: .infinity)
                .background(WidthReader(name: "padded"))
                .padding(.horizontal, 24)
            Text("Capped")
                .frame(maxWidth: 300)
                .background(WidthReader(name: "capped"))
        }
    }
}
:mount ContentView()
// expect: full: 393.0
// expect: padded: 345.0
// expect: capped: 300.0
