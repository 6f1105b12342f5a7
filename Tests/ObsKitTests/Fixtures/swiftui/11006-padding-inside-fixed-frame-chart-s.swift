// Stack Overflow style (padding inside a fixed frame): a chart's GeometryReader inside .padding(10).frame(width: 300, height: 200) gets 280 x 180, and asymmetric EdgeInsets subtract per edge (rules §15.9, §11.1; Apple padding(_:), frame(width:height:alignment:))
import SwiftUI

struct ChartArea: View {
    let name: String

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height))
            }
            .stroke(.red, lineWidth: 2)
            .onAppear {
                print("\(name) area \(proxy.size.width) x \(proxy.size.height)")
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            ChartArea(name: "chart")
                .padding(10)
                .frame(width: 300, height: 200)
            ChartArea(name: "sparkline")
                .padding(EdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 0))
                .frame(width: 200, height: 100)
        }
    }
}
:mount ContentView()
// expect: chart area 280.0 x 180.0
// expect: sparkline area 180.0 x 80.0
