// Runs layout code as UIKit would, far enough to know its views and constraints: statements, names, calls and control flow.
import Layout

/// A problem in the code, at the expression that has it.
struct CodeFailure: Error {
    var position: SourcePosition
    var message: String
}

/// How a statement ended.
private enum Flow {
    case normal
    case returned(CodeValue)
    case stopped
}

/// The interpreter: evaluates the parsed code into a `CodeWorld`-like state (views, constraints) and errors.
struct CodeInterpreter {
    /// The screen the root view fills.
    let screen: Size
    /// `define=` names and values, which win over the code's own.
    let defines: [String: Double]
    /// Swift reads `view` and `addSubview(…)` as `self.view` and `self.addSubview(…)`; Objective-C has no implicit `self`.
    let language: CodeLanguage

    var views: [CodeView] = []
    var constraints: [CodeConstraint] = []
    var formats: [CodeVisualFormat] = []
    /// Every view added to another, in the order last added (siblings are drawn in this order).
    var subviewOrder: [Int] = []
    var errors: [DiagramError] = []

    private var scopes: [[String: CodeValue]] = [[:]]
    /// Properties of `self`, by name without `self.` or `_`.
    var properties: [String: CodeValue] = [:]
    /// Property initialisers (`lazy var x = …`, Swift stored properties) not run yet.
    private var propertyInitializers: [String: CodeExpression] = [:]
    /// Objective-C getters and Swift computed properties.
    private var getters: [String: [CodeStatement]] = [:]
    /// Properties whose getter or initialiser is running (a getter that reads itself gets `nil`, as `_x` is).
    private var gettersRunning: Set<String> = []
    /// Methods and functions by name: parameters, body, where defined.
    private var functions: [String: (parameters: [String], body: [CodeStatement], position: SourcePosition)] = [:]
    private var functionOrder: [String] = []
    private var called: Set<String> = []
    /// `#define`s and file-level constants, evaluated where used.
    private var macros: [String: CodeExpression] = [:]
    private var macrosExpanding: Set<String> = []
    var rootIndex: Int?
    private var steps = 0
    private var isStopped = false
    private var callDepth = 0
    private static let maximumSteps = 200_000
    private static let maximumCallDepth = 48
    private static let maximumIterations = 1_000

    init(screen: Size, defines: [String: Double], language: CodeLanguage) {
        self.screen = screen
        self.defines = defines
        self.language = language
    }

    // MARK: Running a program

    /// Runs `program`: its declarations first, then its top-level statements, then the view lifecycle methods it
    /// defines (and what they call); a fragment that defines methods but no lifecycle method gets each of its methods
    /// without parameters run in order.
    mutating func run(_ program: [CodeStatement]) {
        declare(program)
        _ = execute(topLevelStatements(program))
        // One initialiser (a view made in code gets `init`/`initWithFrame:`; `initWithCoder:` is the storyboard's), then the
        // rest of the lifecycle in UIKit's order.
        let initializer = ["init", "initWithFrame", "initWithStyle", "initWithNibName", "initWithCoder"].first { functions[$0] != nil }
        let lifecycle = ["awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints", "updateConstraints",
                         "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"]
        let entries = (initializer.map { [$0] } ?? []) + lifecycle.filter { functions[$0] != nil }
        if !entries.isEmpty {
            for name in entries where !called.contains(name) { callFunction(name, arguments: [], at: functions[name]!.position) }
        } else {
            for name in functionOrder where !called.contains(name) && functions[name]!.parameters.isEmpty {
                callFunction(name, arguments: [], at: functions[name]!.position)
            }
        }
    }

    /// Records methods, getters, properties and defines, wherever they are (inside type bodies too).
    private mutating func declare(_ statements: [CodeStatement], inType: Bool = false) {
        for statement in statements {
            switch statement.kind {
            case .function(let name, let parameters, let body, let isGetter):
                if isGetter { getters[name] = body }
                if functions[name] == nil { functionOrder.append(name) }
                if !isGetter || functions[name] == nil { functions[name] = (parameters, body, statement.position) }
            case .typeBody(_, let members):
                declare(members, inType: true)
            case .declaration(let name, _, let value, let isProperty) where isProperty || inType:
                if let value { propertyInitializers[Self.propertyName(name)] = value }
            case .sequence(let declarations):
                declare(declarations, inType: inType)
            case .define(let name, let value):
                macros[name] = value
            default:
                break
            }
        }
    }

    /// The statements that run in order, before any method: those outside functions and types. A type's members are
    /// declarations (`declare`), and its stored properties' initialisers run when the property is first read.
    private func topLevelStatements(_ statements: [CodeStatement]) -> [CodeStatement] {
        statements.filter { statement in
            switch statement.kind {
            case .function, .define, .typeBody: false
            case .declaration(_, _, _, let isProperty): !isProperty
            case .sequence(let declarations):
                !declarations.allSatisfy { if case .declaration(_, _, _, true) = $0.kind { true } else { false } }
            default: true
            }
        }
    }

    /// `_scrollView` and `scrollView` name one property.
    static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }

    private mutating func fail(_ position: SourcePosition, _ message: String) {
        let error = DiagramError(at: position, message)
        if !errors.contains(error) { errors.append(error) }
    }

    // MARK: Statements

    private mutating func execute(_ statements: [CodeStatement]) -> Flow {
        for statement in statements {
            let flow = execute(statement)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private mutating func execute(_ statement: CodeStatement) -> Flow {
        // Past the step limit nothing more runs (its one error is recorded).
        if isStopped { return .stopped }
        do throws(CodeFailure) {
            try step(statement.position)
            switch statement.kind {
            case .expression(let expression):
                _ = try evaluate(expression)
            case .declaration(let name, let type, let value, _):
                var result: CodeValue = .null
                if let value { result = try evaluate(value) } else if let type, Self.numericTypes.contains(type) { result = .number(0) }
                bind(result, to: name)
                scopes[scopes.count - 1][name] = result
            case .assignment(let target, let op, let value):
                try assign(target, op, try evaluate(value), at: statement.position)
            case .conditional(let condition, let binding, let then, let otherwise):
                let value = try evaluate(condition)
                let truth = Self.truth(value)
                scopes.append(binding.map { [$0: value] } ?? [:])
                defer { scopes.removeLast() }
                // A condition the code cannot know (an OS version, a flag) takes its first branch.
                let flow = execute(truth ?? true ? then : otherwise)
                return flow
            case .forIn(let names, let sequence, let body):
                let items = try sequenceItems(try evaluate(sequence), names: names, at: sequence.position)
                for item in items.prefix(Self.maximumIterations + 1).enumerated() {
                    if item.offset == Self.maximumIterations { throw CodeFailure(position: statement.position, message: "this loop runs more than \(Self.maximumIterations) times") }
                    scopes.append(item.element)
                    let flow = execute(body)
                    scopes.removeLast()
                    if case .returned = flow { return flow }
                    if case .stopped = flow { return flow }
                }
            case .forLoop(let start, let condition, let stepStatements, let body):
                scopes.append([:])
                defer { scopes.removeLast() }
                if case .stopped = execute(start) { return .stopped }
                var count = 0
                while true {
                    if let condition {
                        guard let truth = Self.truth(try evaluate(condition)) else {
                            throw CodeFailure(position: condition.position, message: "cannot tell when this loop ends")
                        }
                        if !truth { break }
                    }
                    count += 1
                    if count > Self.maximumIterations { throw CodeFailure(position: statement.position, message: "this loop runs more than \(Self.maximumIterations) times") }
                    let flow = execute(body)
                    if case .normal = flow {} else { return flow }
                    if case .stopped = execute(stepStatements) { return .stopped }
                }
            case .returnValue(let value):
                return .returned(try value.map { value throws(CodeFailure) in try evaluate(value) } ?? .null)
            case .function(let name, let parameters, let body, _):
                if functions[name] == nil { functions[name] = (parameters, body, statement.position) }
            case .typeBody(_, let members):
                declare(members)
            case .define(let name, let value):
                macros[name] = value
            case .block(let statements):
                scopes.append([:])
                defer { scopes.removeLast() }
                return execute(statements)
            case .sequence(let statements):
                return execute(statements)
            case .unreadable(let message, let words):
                if let word = words.sorted().first(where: Self.isLayoutWord) {
                    fail(statement.position, "cannot read this statement, which uses '\(word)': \(message)")
                }
            }
        } catch {
            fail(error.position, error.message)
            if isStopped { return .stopped }
        }
        return .normal
    }

    private static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "int", "float", "double", "long"]

    /// Whether a name in code that could not be parsed is about layout, so skipping the code would draw a wrong picture.
    static func isLayoutWord(_ word: String) -> Bool {
        let words: Set<String> = ["mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints", "makeConstraints", "remakeConstraints",
                                  "updateConstraints", "snp", "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
                                  "NSLayoutConstraint", "constraint", "constraints", "activate", "activateConstraints", "addConstraint", "addConstraints",
                                  "equalTo", "mas_equalTo", "contentSize", "frame", "translatesAutoresizingMaskIntoConstraints", "constraintsWithVisualFormat",
                                  "constraintWithItem", "axis", "distribution", "alignment", "spacing"]
        return words.contains(word) || word.hasSuffix("Anchor") || word.hasPrefix("mas_")
    }

    private mutating func step(_ position: SourcePosition) throws(CodeFailure) {
        steps += 1
        if steps > Self.maximumSteps {
            isStopped = true
            throw CodeFailure(position: position, message: "the code runs more than \(Self.maximumSteps) steps; a diagram's code must finish quickly")
        }
    }

    /// Names a view after what it is stored in: the first property, else the first local variable.
    private mutating func bind(_ value: CodeValue, to name: String, isProperty: Bool = false) {
        guard case .view(let index) = value, !views[index].isRoot, !views[index].nameIsProperty,
              views[index].name.isEmpty || isProperty, !name.hasPrefix("$") else { return }
        views[index].name = Self.propertyName(name)
        views[index].nameIsProperty = isProperty
    }

    static func truth(_ value: CodeValue) -> Bool? {
        switch value {
        case .bool(let b): b
        case .number(let n): n != 0
        case .null: false
        case .unknown: nil
        default: true
        }
    }

    /// The loop variables' bindings for each item of `sequence` (`for (i, x) in a.enumerated()` gets pairs).
    private func sequenceItems(_ sequence: CodeValue, names: [String], at position: SourcePosition) throws(CodeFailure) -> [[String: CodeValue]] {
        guard case .array(let items) = sequence else {
            throw CodeFailure(position: position, message: "cannot tell what this loop goes over")
        }
        return items.map { item in
            if names.count >= 2, case .array(let pair) = item, pair.count == names.count {
                return Dictionary(zip(names, pair).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
            }
            return names.first.map { [$0: item] } ?? [:]
        }
    }

    // MARK: Assignment

    private mutating func assign(_ target: CodeExpression, _ op: String, _ value: CodeValue, at position: SourcePosition) throws(CodeFailure) {
        var value = value
        if op != "=" {
            let old = try evaluate(target)
            if op == "+=", case .array(let items) = value {
                // `constraints += NSLayoutConstraint.constraints(…)`: arrays join.
                guard case .array(let existing) = old else {
                    throw CodeFailure(position: position, message: "'+=' adds an array to something that is not one")
                }
                value = .array(existing + items)
            } else {
                guard let a = old.number, let b = value.number else {
                    if case .unknown = old { return }
                    throw CodeFailure(position: position, message: "'\(op)' needs numbers here")
                }
                switch op {
                case "+=": value = .number(a + b)
                case "-=": value = .number(a - b)
                case "*=": value = .number(a * b)
                default: value = .number(b == 0 ? 0 : a / b)
                }
            }
        }
        switch target.kind {
        case .name(let name):
            if let scope = scopes.indices.last(where: { scopes[$0][name] != nil }) {
                scopes[scope][name] = value
            } else {
                bind(value, to: name, isProperty: true)
                properties[Self.propertyName(name)] = value
            }
        case .member(let base, let name):
            if let base, case .name("self") = base.kind {
                // `self.view = container` in `loadView` makes that view the root.
                if name == "view", case .view(let index) = value, rootIndex == nil {
                    views[index].isRoot = true
                    views[index].name = "screen"
                    rootIndex = index
                }
                bind(value, to: name, isProperty: true)
                properties[Self.propertyName(name)] = value
                return
            }
            guard let base else { return }
            let object = try evaluate(base)
            try setProperty(name, of: object, to: value, at: target.position, valuePosition: position)
        case .prefix("*", let inner):
            try assign(inner, op, value, at: position)
        default:
            break   // `a[0] = …` and other stores layout does not read
        }
    }

    // MARK: Expressions

    mutating func evaluate(_ expression: CodeExpression) throws(CodeFailure) -> CodeValue {
        try step(expression.position)
        switch expression.kind {
        case .number(let value): return .number(value)
        case .string(let text): return text.map(CodeValue.string) ?? .unknown("a string with interpolation")
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .opaque(let word): return .unknown(word)
        case .name(let name): return try lookUp(name, at: expression.position)
        case .boxed(let inner): return try evaluate(inner)
        case .cast(_, let inner): return try evaluate(inner)
        case .array(let items):
            var values: [CodeValue] = []
            for item in items { values.append(try evaluate(item)) }
            return .array(values)
        case .dictionary(let pairs):
            var result: [String: CodeValue] = [:]
            for pair in pairs {
                let key = try evaluate(pair.key)
                guard case .string(let text) = key else { continue }
                result[text] = try evaluate(pair.value)
            }
            return .dictionary(result)
        case .tuple(let items):
            var values: [CodeValue] = []
            for item in items { values.append(try evaluate(item.value)) }
            return .array(values)
        case .closure(let parameters, let body):
            return .closure(parameters, body)
        case .ternary(let condition, let a, let b):
            guard let truth = Self.truth(try evaluate(condition)) else { return try evaluate(a) }
            return try evaluate(truth ? a : b)
        case .prefix(let op, let operand):
            let value = try evaluate(operand)
            switch op {
            case "-": if let n = value.number { return .number(-n) }
            case "+", "&", "*": return value
            case "!": return Self.truth(value).map { .bool(!$0) } ?? .unknown("a negated unknown")
            default: break
            }
            return .unknown("'\(op)' of a value that is not a number")
        case .binary(let op, let a, let b):
            return try binary(op, try evaluate(a), b, at: expression.position)
        case .member(let base, let name):
            // An implicit member (`.vertical`, `.high`, `.zero`) is the case of that Swift name.
            guard let base else { return .enumCase(name) }
            if case .name("self") = base.kind { return try member(name, of: .selfObject, at: expression.position) }
            if case .name("super") = base.kind { return .unknown("super.\(name)") }
            return try member(name, of: try evaluate(base), at: expression.position)
        case .subscripted(let base, let indices):
            let value = try evaluate(base)
            guard let first = indices.first else { return .unknown("a subscript") }
            let index = try evaluate(first)
            if case .array(let items) = value, let number = index.number {
                guard let i = Int(exactly: number), items.indices.contains(i) else {
                    throw CodeFailure(position: first.position, message: "index \(number.compact) is outside this array of \(items.count)")
                }
                return items[i]
            }
            if case .dictionary(let entries) = value, case .string(let key) = index { return entries[key] ?? .null }
            return .unknown("a subscript")
        case .call(let callee, let arguments):
            // `NSDictionaryOfVariableBindings(a, _b)` keys each view by the name it is written with.
            if case .name("NSDictionaryOfVariableBindings") = callee.kind {
                var result: [String: CodeValue] = [:]
                for argument in arguments {
                    guard let name = argument.value.name else {
                        throw CodeFailure(position: argument.value.position, message: "NSDictionaryOfVariableBindings takes variable names only")
                    }
                    result[name] = try evaluate(argument.value)
                }
                return .dictionary(result)
            }
            // `views.append(label)`, `[views addObject:label]` change the array where it is stored.
            if case .member(let base?, let name) = callee.kind, name == "append", let argument = arguments.first {
                try appendToArray(base, try evaluate(argument.value), at: expression.position)
                return .null
            }
            var values: [(label: String?, value: CodeValue, position: SourcePosition)] = []
            for argument in arguments { values.append((argument.label, try evaluate(argument.value), argument.value.position)) }
            switch callee.kind {
            case .member(let base?, let name):
                if case .name("super") = base.kind { return .unknown("super") }
                let receiver: CodeValue = if case .name("self") = base.kind { .selfObject } else { try evaluate(base) }
                return try call(name, on: receiver, arguments: values, at: expression.position)
            case .member(nil, let name):
                return try call(name, on: .type(""), arguments: values, at: expression.position)
            case .name(let name):
                return try function(name, arguments: values, at: expression.position)
            default:
                let value = try evaluate(callee)
                if case .closure(let parameters, let body) = value { return try runClosure(parameters, body, arguments: values.map(\.value)) }
                return .unknown("a call")
            }
        case .message(let receiverExpression, let parts):
            var values: [(label: String?, value: CodeValue, position: SourcePosition)] = []
            for (offset, part) in parts.enumerated() {
                guard let argument = part.argument else { continue }
                values.append((offset == 0 ? nil : part.part, try evaluate(argument), argument.position))
            }
            if case .name("super") = receiverExpression.kind { return .unknown("super") }
            if parts.count == 1, parts[0].part == "addObject" || parts[0].part == "addObjectsFromArray", let argument = parts[0].argument {
                let value = try evaluate(argument)
                if parts[0].part == "addObject" {
                    try appendToArray(receiverExpression, value, at: expression.position)
                } else if case .array(let items) = value {
                    for item in items { try appendToArray(receiverExpression, item, at: expression.position) }
                }
                return .null
            }
            let receiver: CodeValue = if case .name("self") = receiverExpression.kind { .selfObject } else { try evaluate(receiverExpression) }
            let name = parts[0].part
            // `[self setupUI]` and `[self layoutWithView:v]` call the code's own methods.
            if case .selfObject = receiver, functions[name] != nil {
                return callFunction(name, arguments: values.map(\.value), at: expression.position)
            }
            return try message(name, parts.count == 1 && parts[0].argument == nil ? [] : values, to: receiver, at: expression.position)
        }
    }

    /// Appends to the array stored in `target` (an unknown or nil array becomes a new one).
    private mutating func appendToArray(_ target: CodeExpression, _ value: CodeValue, at position: SourcePosition) throws(CodeFailure) {
        var items: [CodeValue] = []
        if case .array(let existing) = try evaluate(target) { items = existing }
        items.append(value)
        try assign(target, "=", .array(items), at: position)
    }

    private mutating func binary(_ op: String, _ left: CodeValue, _ rightExpression: CodeExpression, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        if op == "&&" || op == "||" {
            guard let a = Self.truth(left) else { return .unknown("a condition") }
            if op == "&&" && !a { return .bool(false) }
            if op == "||" && a { return .bool(true) }
            return Self.truth(try evaluate(rightExpression)).map(CodeValue.bool) ?? .unknown("a condition")
        }
        if op == "??" {
            if case .null = left { return try evaluate(rightExpression) }
            if case .unknown = left { return try evaluate(rightExpression) }
            return left
        }
        let right = try evaluate(rightExpression)
        if op == "|" {
            // Options: `NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`.
            return .array(Self.optionList(left) + Self.optionList(right))
        }
        if op == "==" || op == "!=" || op == "===" || op == "!==" {
            let equal: Bool?
            switch (left, right) {
            case (.null, .null): equal = true
            case (.null, .unknown), (.unknown, .null): equal = nil
            case (.null, _), (_, .null): equal = false
            case (.number(let a), .number(let b)): equal = a == b
            case (.view(let a), .view(let b)): equal = a == b
            case (.string(let a), .string(let b)): equal = a == b
            case (.enumCase(let a), .enumCase(let b)): equal = a == b
            default: equal = nil
            }
            guard let equal else { return .unknown("a comparison") }
            return .bool(op.hasPrefix("!") ? !equal : equal)
        }
        if op == "+", case .array(let a) = left, case .array(let b) = right { return .array(a + b) }
        guard let a = left.number ?? frameValue(left), let b = right.number ?? frameValue(right) else {
            // `CGRectGetWidth`-style structs added to numbers and the like are not layout; only ranges of numbers loop.
            return .unknown("'\(op)' of values that are not numbers")
        }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return .number(b == 0 ? 0 : a / b)
        case "%": return .number(b == 0 ? 0 : a.truncatingRemainder(dividingBy: b))
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "..<", "...":
            let end = op == "..<" ? b : b + 1
            guard a <= end, end - a <= Double(Self.maximumIterations) else {
                if a > end { return .array([]) }
                throw CodeFailure(position: position, message: "this range holds more than \(Self.maximumIterations) numbers")
            }
            return .array(stride(from: a, to: end, by: 1).map(CodeValue.number))
        default: return .unknown("'\(op)'")
        }
    }

    /// `view.width` in arithmetic is a frame category's value (`UIView+Frame`), known for a view placed by its frame.
    private func frameValue(_ value: CodeValue) -> Double? {
        guard case .anchor(let anchor) = value, anchor.guide == .frame, let frame = views[anchor.view].frame else { return nil }
        switch anchor.attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.minX + frame.width / 2
        case .centerY: return frame.minY + frame.height / 2
        }
    }

    static func optionList(_ value: CodeValue) -> [CodeValue] {
        if case .array(let items) = value { return items }
        return [value]
    }

    // MARK: Names

    private mutating func lookUp(_ name: String, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let value = defines[name] { return .number(value) }
        switch name {
        case "self": return .selfObject
        case "view" where language == .swift, "contentView" where language == .swift: return try property(name, at: position)
        case "topLayoutGuide", "bottomLayoutGuide": if !hasProperty(name) { return .enumCase(name) }
        case "super": return .unknown("super")
        default: break
        }
        if let expression = macros[name] {
            guard !macrosExpanding.contains(name) else { throw CodeFailure(position: position, message: "'\(name)' is defined in terms of itself") }
            macrosExpanding.insert(name)
            defer { macrosExpanding.remove(name) }
            return try evaluate(expression)
        }
        let propertyName = Self.propertyName(name)
        if properties[propertyName] != nil || propertyInitializers[propertyName] != nil || getters[propertyName] != nil {
            // Inside its own getter, `_x` is the instance variable (nil until set); elsewhere the property.
            if name.hasPrefix("_") || gettersRunning.contains(propertyName) { return properties[propertyName] ?? .null }
            return try property(propertyName, at: position)
        }
        if let known = knownGlobal(name) { return known }
        if name.hasPrefix("_"), name.count > 1 { return properties[propertyName] ?? .null }
        if functions[name] != nil { return .unknown("the method '\(name)'") }
        if name.first?.isUppercase == true { return .type(name) }
        return .unknown("'\(name)', which this code never sets")
    }

    /// A property of `self`: stored, lazily initialised, or from its getter. `view` of a view controller and
    /// `contentView` of a cell are the root view.
    mutating func property(_ name: String, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        let name = Self.propertyName(name)
        if let value = properties[name], !(value.isNull && getters[name] != nil && !gettersRunning.contains(name)) { return value }
        if gettersRunning.contains(name) { return properties[name] ?? .null }
        if let initializer = propertyInitializers[name] {
            gettersRunning.insert(name)
            defer { gettersRunning.remove(name) }
            var value = try evaluate(initializer)
            if case .closure(let parameters, let body) = value { value = try runClosure(parameters, body, arguments: []) }
            bind(value, to: name, isProperty: true)
            properties[name] = value
            return value
        }
        if let body = getters[name] {
            gettersRunning.insert(name)
            defer { gettersRunning.remove(name) }
            scopes.append([:])
            let flow = execute(body)
            scopes.removeLast()
            if case .returned(let value) = flow {
                bind(value, to: name, isProperty: true)
                properties[name] = value
                return value
            }
            return properties[name] ?? .null
        }
        if name == "view" || name == "contentView" { return .view(root(at: position)) }
        return properties[name] ?? .unknown("'self.\(name)', which this code never sets")
    }

    /// The root view, made on first use.
    mutating func root(at position: SourcePosition) -> Int {
        if let rootIndex { return rootIndex }
        var view = CodeView(name: "screen", className: "UIView", kind: .view, position: position)
        view.isRoot = true
        view.frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        views.append(view)
        rootIndex = views.count - 1
        return views.count - 1
    }

    // MARK: Calls

    func hasFunction(_ name: String) -> Bool { functions[name] != nil }

    /// Whether `self` has a property `name` the code stores, initialises or reads through a getter.
    func hasProperty(_ name: String) -> Bool {
        let name = Self.propertyName(name)
        return properties[name] != nil || propertyInitializers[name] != nil || getters[name] != nil
    }

    /// Calls one of the code's own functions or methods, with its arguments by position.
    @discardableResult
    mutating func callFunction(_ name: String, arguments: [CodeValue], at position: SourcePosition) -> CodeValue {
        guard let function = functions[name] else { return .unknown(name) }
        called.insert(name)
        guard callDepth < Self.maximumCallDepth else {
            fail(position, "'\(name)' calls itself more than \(Self.maximumCallDepth) levels deep")
            return .unknown(name)
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let savedScopes = scopes
        scopes = [Dictionary(zip(function.parameters, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })]
        defer { scopes = savedScopes }
        // A function of one expression returns its value (Swift's `func make() -> UIView { UIView() }`).
        if function.body.count == 1, case .expression(let expression) = function.body[0].kind {
            do throws(CodeFailure) { return try evaluate(expression) } catch {
                fail(error.position, error.message)
                return .unknown(name)
            }
        }
        if case .returned(let value) = execute(function.body) { return value }
        return .null
    }

    /// Runs a closure or block now, with its parameters (or `$0`, `$1`) bound.
    mutating func runClosure(_ parameters: [String], _ body: [CodeStatement], arguments: [CodeValue]) throws(CodeFailure) -> CodeValue {
        guard callDepth < Self.maximumCallDepth else {
            throw CodeFailure(position: body.first?.position ?? SourcePosition(line: 1, column: 1),
                              message: "closures call each other more than \(Self.maximumCallDepth) levels deep")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        var bindings: [String: CodeValue] = [:]
        for (offset, argument) in arguments.enumerated() {
            bindings["$\(offset)"] = argument
            if offset < parameters.count { bindings[parameters[offset]] = argument }
        }
        scopes.append(bindings)
        defer { scopes.removeLast() }
        // A closure of one expression returns its value (Swift's `{ UIView() }`).
        if body.count == 1, case .expression(let expression) = body[0].kind { return try evaluate(expression) }
        if case .returned(let value) = execute(body) { return value }
        return .null
    }

    /// A free function, a constructor or one of the code's own functions: `UIView()`, `CGRectMake(…)`, `setupUI()`.
    private mutating func function(_ name: String, arguments: [(label: String?, value: CodeValue, position: SourcePosition)],
                                   at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        if functions[name] != nil { return callFunction(name, arguments: arguments.map(\.value), at: position) }
        // A Swift view class calls its own methods without `self` (`addSubview(titleLabel)` in an `init`).
        if language == .swift, ["addSubview", "insertSubview", "addSubviews", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints"].contains(name) {
            return try call(name, on: .selfObject, arguments: arguments, at: position)
        }
        if let scoped = scopes.reversed().lazy.compactMap({ $0[name] }).first, case .closure(let parameters, let body) = scoped {
            return try runClosure(parameters, body, arguments: arguments.map(\.value))
        }
        return try construct(name, arguments: arguments, at: position)
    }
}

extension CodeValue {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
