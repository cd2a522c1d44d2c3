// The public types and members of Java files, read with javac's own parser (the compiler tree
// API, com.sun.source.tree) for bench:code-model. Compiled at bench time into the work folder.
//
//   java -cp <dir> PublicApi <list file>     (one `path<TAB>absolute file` a line)
//
// Prints one line per public name: path, qualifiedName (Outer.Inner.member, no package), parent
// (or -), kind and line, tab-separated. Public: types and members declared `public`; members of an
// interface or annotation unless `private`; enum constants of a public enum; nested types only in a
// public enclosing type. Constructors and initializer blocks are left out.
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class PublicApi {
  public static void main(String[] args) throws Exception {
    Map<String, String> relative = new HashMap<>();
    List<File> files = new ArrayList<>();
    for (String line : Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8)) {
      int tab = line.indexOf('\t');
      if (tab < 0) continue;
      File file = new File(line.substring(tab + 1));
      relative.put(file.getAbsolutePath(), line.substring(0, tab));
      files.add(file);
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager manager = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
    Iterable<? extends JavaFileObject> units = manager.getJavaFileObjectsFromFiles(files);
    JavacTask task = (JavacTask) compiler.getTask(null, manager, diagnostic -> {}, List.of("-proc:none"), null, units);
    SourcePositions positions = Trees.instance(task).getSourcePositions();
    StringBuilder out = new StringBuilder();
    for (CompilationUnitTree unit : task.parse()) {
      String path = relative.get(new File(unit.getSourceFile().toUri()).getAbsolutePath());
      for (Tree type : unit.getTypeDecls()) {
        if (type instanceof ClassTree) visitType(unit, positions, path, (ClassTree) type, null, false, out);
      }
    }
    System.out.print(out);
  }

  static boolean isInterfaceLike(ClassTree type) {
    return type.getKind() == Tree.Kind.INTERFACE || type.getKind() == Tree.Kind.ANNOTATION_TYPE;
  }

  static void visitType(CompilationUnitTree unit, SourcePositions positions, String path, ClassTree type, ClassTree outer, boolean outerIsInterface, StringBuilder out) {
    boolean isPublic = type.getModifiers().getFlags().contains(Modifier.PUBLIC) || (outerIsInterface && !type.getModifiers().getFlags().contains(Modifier.PRIVATE));
    if (!isPublic) return;
    String parent = outer == null ? null : qualified.get(outer);
    String name = (parent == null ? "" : parent + ".") + type.getSimpleName();
    qualified.put(type, name);
    emit(unit, positions, path, name, parent, type.getKind().toString().toLowerCase(), type, out);
    boolean iface = isInterfaceLike(type);
    boolean isEnum = type.getKind() == Tree.Kind.ENUM;
    for (Tree member : type.getMembers()) {
      if (member instanceof ClassTree) {
        visitType(unit, positions, path, (ClassTree) member, type, iface, out);
      } else if (member instanceof MethodTree) {
        MethodTree method = (MethodTree) member;
        if (method.getName().contentEquals("<init>")) continue;
        boolean visible = method.getModifiers().getFlags().contains(Modifier.PUBLIC) || (iface && !method.getModifiers().getFlags().contains(Modifier.PRIVATE));
        if (visible) emit(unit, positions, path, name + "." + method.getName(), name, "method", method, out);
      } else if (member instanceof VariableTree) {
        VariableTree field = (VariableTree) member;
        boolean constant = isEnum && isEnumConstant(unit, positions, field);
        boolean visible = constant || field.getModifiers().getFlags().contains(Modifier.PUBLIC) || iface;
        if (visible) emit(unit, positions, path, name + "." + field.getName(), name, constant ? "enum-constant" : "field", field, out);
      }
    }
  }

  static final Map<ClassTree, String> qualified = new HashMap<>();

  /** An enum constant: in the source it starts with its own name (a field starts with modifiers or a type). */
  static boolean isEnumConstant(CompilationUnitTree unit, SourcePositions positions, VariableTree field) {
    try {
      CharSequence text = unit.getSourceFile().getCharContent(true);
      int start = (int) positions.getStartPosition(unit, field);
      String name = field.getName().toString();
      if (start < 0 || start + name.length() > text.length()) return false;
      boolean startsWithName = text.subSequence(start, start + name.length()).toString().equals(name);
      return startsWithName && (start + name.length() == text.length() || !Character.isJavaIdentifierPart(text.charAt(start + name.length())));
    } catch (java.io.IOException error) {
      return false;
    }
  }

  static void emit(CompilationUnitTree unit, SourcePositions positions, String path, String name, String parent, String kind, Tree node, StringBuilder out) {
    long line = unit.getLineMap().getLineNumber(positions.getStartPosition(unit, node));
    out.append(path).append('\t').append(name).append('\t').append(parent == null ? "-" : parent).append('\t').append(kind).append('\t').append(line).append('\n');
  }
}
