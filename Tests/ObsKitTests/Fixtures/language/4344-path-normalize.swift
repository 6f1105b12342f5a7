// App code style: normalizing file paths and URLs by hand: dot segments, extensions and joining
func normalizePath(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var stack: [Substring] = []
    for seg in path.split(separator: "/") {
        if seg == "." { continue }
        if seg == ".." {
            if let last = stack.last, last != ".." { stack.removeLast() }
            else if !absolute { stack.append(seg) }
            continue
        }
        stack.append(seg)
    }
    let body = stack.joined(separator: "/")
    if absolute { return "/" + body }
    return body.isEmpty ? "." : body
}

func splitExtension(_ name: String) -> (String, String) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (String(name[..<dot]), String(name[name.index(after: dot)...]))
}

func basename(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    if let slash = trimmed.lastIndex(of: "/") { return String(trimmed[trimmed.index(after: slash)...]) }
    return trimmed
}

func dirname(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
}

func join(_ parts: String...) -> String {
    var out = ""
    for p in parts where !p.isEmpty {
        if p.hasPrefix("/") { out = p; continue }
        if out.isEmpty || out.hasSuffix("/") { out += p } else { out += "/" + p }
    }
    return normalizePath(out)
}

let paths = ["/usr/local/../bin/./swift", "a/b/../../..", "./x/./y/", "/../etc//passwd", "", "docs/Résumé (final).pdf", "/", "../../up"]
for p in paths {
    let n = normalizePath(p)
    print("'\(p)' -> '\(n)' base='\(basename(n))' dir='\(dirname(n))'")
}
for f in ["photo.JPG", "archive.tar.gz", ".bashrc", "README", "naïve.café.txt", "trailing."] {
    let (stem, ext) = splitExtension(f)
    print("\(f): stem=\(stem) ext=\(ext.isEmpty ? "-" : ext.lowercased())")
}
print(join("/home", "user", "../common", "file.txt"))
print(join("rel", "", "sub/", "/abs", "x"))
print(join("a", "b", "..", ".."))

func parseURL(_ url: String) -> (scheme: String, host: String, port: Int?, path: String) {
    var rest = Substring(url)
    var scheme = ""
    if let r = rest.firstIndex(of: ":"), rest[r...].hasPrefix("://") {
        scheme = rest[..<r].lowercased()
        rest = rest[rest.index(r, offsetBy: 3)...]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let hostPort = rest[..<slash]
    var host = String(hostPort), port: Int? = nil
    if let colon = hostPort.lastIndex(of: ":") {
        host = String(hostPort[..<colon])
        port = Int(hostPort[hostPort.index(after: colon)...])
    }
    return (scheme, host.lowercased(), port, normalizePath(slash == rest.endIndex ? "/" : String(rest[slash...])))
}
for u in ["HTTPS://Example.COM:8443/a/./b/../c", "ftp://files.local", "localhost:3000/api//v1/"] {
    let p = parseURL(u)
    print("\(p.scheme.isEmpty ? "?" : p.scheme) | \(p.host) | \(p.port.map(String.init) ?? "default") | \(p.path)")
}
// expect: '/usr/local/../bin/./swift' -> '/usr/bin/swift' base='swift' dir='/usr/bin'
// expect: 'a/b/../../..' -> '..' base='..' dir='.'
// expect: './x/./y/' -> 'x/y' base='y' dir='x'
// expect: '/../etc//passwd' -> '/etc/passwd' base='passwd' dir='/etc'
// expect: '' -> '.' base='.' dir='.'
// expect: 'docs/Résumé (final).pdf' -> 'docs/Résumé (final).pdf' base='Résumé (final).pdf' dir='docs'
// expect: '/' -> '/' base='' dir='/'
// expect: '../../up' -> '../../up' base='up' dir='../..'
// expect: photo.JPG: stem=photo ext=jpg
// expect: archive.tar.gz: stem=archive.tar ext=gz
// expect: .bashrc: stem=.bashrc ext=-
// expect: README: stem=README ext=-
// expect: naïve.café.txt: stem=naïve.café ext=txt
// expect: trailing.: stem=trailing ext=-
// expect: /home/common/file.txt
// expect: /abs/x
// expect: .
// expect: https | example.com | 8443 | /a/c
// expect: ftp | files.local | default | /
// expect: ? | localhost | 3000 | /api/v1
