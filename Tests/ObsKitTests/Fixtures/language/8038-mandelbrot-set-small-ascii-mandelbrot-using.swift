// Rosetta Code style (Mandelbrot set): small ASCII Mandelbrot using a Complex struct with operators
struct Complex {
    var re: Double, im: Double
    static func + (l: Complex, r: Complex) -> Complex { Complex(re: l.re + r.re, im: l.im + r.im) }
    static func * (l: Complex, r: Complex) -> Complex {
        Complex(re: l.re * r.re - l.im * r.im, im: l.re * r.im + l.im * r.re)
    }
    var magnitudeSquared: Double { re * re + im * im }
}
func escapeTime(_ c: Complex, limit: Int = 30) -> Int {
    var z = Complex(re: 0, im: 0)
    for i in 0..<limit {
        z = z * z + c
        if z.magnitudeSquared > 4 { return i }
    }
    return limit
}
let palette = Array(" .:-=+*#%@")
for row in 0..<15 {
    let y = 1.2 - Double(row) * 2.4 / 14
    var line = ""
    for col in 0..<50 {
        let x = -2.1 + Double(col) * 2.8 / 49
        let n = escapeTime(Complex(re: x, im: y))
        line.append(n == 30 ? "@" : palette[min(n, palette.count - 2)])
    }
    print(line)
}
// expect:          ........:::::::::::::::::::::::..........
// expect:        .....::::::::::::::-----==+@#*=----:::.....
// expect:       ..::::::::::::::------===+%%%@%%+==---:::::.
// expect:     ..:::::::::::::----==+%%%#%%%@@@@%%%*+*%=-::::
// expect:    .::::::::::--======+++#%%@@@@@@@@@@@@@@@%+=-:::
// expect:    ::::----==+*%%%%%%##%%@@@@@@@@@@@@@@@@@@@@#=-::
// expect:   :-----====##%@@@@@@@@%@@@@@@@@@@@@@@@@@@@@%+=--:
// expect:   @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@%#+==--:
// expect:   :-----====##%@@@@@@@@%@@@@@@@@@@@@@@@@@@@@%+=--:
// expect:    ::::----==+*%%%%%%##%%@@@@@@@@@@@@@@@@@@@@#=-::
// expect:    .::::::::::--======+++#%%@@@@@@@@@@@@@@@%+=-:::
// expect:     ..:::::::::::::----==+%%%#%%%@@@@%%%*+*%=-::::
// expect:       ..::::::::::::::------===+%%%@%%+==---:::::.
// expect:        .....::::::::::::::-----==+@#*=----:::.....
// expect:          ........:::::::::::::::::::::::..........
