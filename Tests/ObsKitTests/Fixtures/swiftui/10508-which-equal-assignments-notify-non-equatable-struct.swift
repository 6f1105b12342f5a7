// Observation in depth style: which "equal" assignments notify: a non-Equatable struct always does, an Equatable struct equal by == does not, an in-place change (size.width += 5) does, the same class instance (===) does not, a new instance does (rules §8.1)
import SwiftUI

struct Point {
    var x: Int
    var y: Int
}

struct Size: Equatable {
    var width: Int
    var height: Int
}

final class Layer {
    let name: String
    init(name: String) { self.name = name }
}

@Observable
final class Canvas {
    var origin = Point(x: 0, y: 0)
    var size = Size(width: 10, height: 10)
    var layer = Layer(name: "base")
}

struct OriginView: View {
    let canvas: Canvas

    var body: some View {
        let _ = print("OriginView body: (\(canvas.origin.x), \(canvas.origin.y))")
        Text("origin")
    }
}

struct SizeView: View {
    let canvas: Canvas

    var body: some View {
        let _ = print("SizeView body: \(canvas.size.width)x\(canvas.size.height)")
        Text("size")
    }
}

struct LayerView: View {
    let canvas: Canvas

    var body: some View {
        let _ = print("LayerView body: \(canvas.layer.name)")
        Text(canvas.layer.name)
    }
}

struct CanvasScreen: View {
    @State private var canvas = Canvas()

    var body: some View {
        let _ = print("CanvasScreen body")
        VStack {
            OriginView(canvas: canvas)
            SizeView(canvas: canvas)
            LayerView(canvas: canvas)
            Button("Same origin") { canvas.origin = Point(x: 0, y: 0) }
            Button("Same size") { canvas.size = Size(width: 10, height: 10) }
            Button("Wider") { canvas.size.width += 5 }
            Button("Same layer") {
                let current = canvas.layer
                canvas.layer = current
            }
            Button("New layer") { canvas.layer = Layer(name: "top") }
        }
    }
}

:mount CanvasScreen()
// expect: CanvasScreen body
// expect: OriginView body: (0, 0)
// expect: SizeView body: 10x10
// expect: LayerView body: base
:tap "Same origin"
// expect: OriginView body: (0, 0)
:tap "Same size"
:tap "Wider"
// expect: SizeView body: 15x10
:tap "Same layer"
:tap "New layer"
// expect: LayerView body: top
